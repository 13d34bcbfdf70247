import { apiClient, apiPath } from 'shared-api';
import { readBlobRefusal } from '../personal-data/blob-answer';
import type {
  AcademicStudent,
  AcademicStudentRow,
  AcademicWeek,
  VisitPayload,
} from '../../types/academic';
import type { Id, MessageAnswer, Task } from '../../types/entities';
import type { PageQuery } from '../../types/page';
import type { Visit, Visits } from '../../types/visits';
import { getPage } from '../paging/get-page';

/**
 * GET /Academic/Students: one page of the academic supervisor's students; `search` matches the
 * name, `sort` is Name or StartsOn.
 */
export function getStudentsPage(query: PageQuery) {
  return getPage<AcademicStudentRow>('/Academic/Students', 'Students', query);
}

/** GET /Academic/Students/{id}: 404 for anyone not their student (or no longer in reach). */
export async function getStudent(id: Id): Promise<AcademicStudent> {
  const { data } = await apiClient.get<AcademicStudent>(apiPath`/Academic/Students/${id}`);
  return data;
}

/** GET /Academic/Students/{id}/Logbook: one page of the signed weeks, newest first. */
export function getStudentWeeksPage(id: Id, query: Pick<PageQuery, 'page' | 'pageSize'>) {
  return getPage<AcademicWeek>(apiPath`/Academic/Students/${id}/Logbook`, 'Weeks', query);
}

/** GET /Academic/Students/{id}/Tasks: one page of the student's tasks with their ratings. */
export function getStudentTasksPage(id: Id, query: Pick<PageQuery, 'page' | 'pageSize'>) {
  return getPage<Task>(apiPath`/Academic/Students/${id}/Tasks`, 'Tasks', query);
}

/** POST /Academic/Logbook/{entryId}/Countersign: once per signed week (409 otherwise). */
export async function countersignWeek(entryId: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/Academic/Logbook/${entryId}/Countersign`,
  );
  return data;
}

/** GET /Academic/Students/{id}/Visits: newest first, at most 50. */
export async function getStudentVisits(id: Id): Promise<Visit[]> {
  const { data } = await apiClient.get<Visits>(apiPath`/Academic/Students/${id}/Visits`);
  return data.Visits;
}

/** POST /Academic/Students/{id}/Visits: 201 { Id }; a 422 names each field it refuses. */
export async function recordVisit(id: Id, payload: VisitPayload): Promise<{ Id: number }> {
  const { data } = await apiClient.post<{ Id: number }>(
    apiPath`/Academic/Students/${id}/Visits`,
    payload,
  );
  return data;
}

const pdf = async (url: string) => {
  const { data } = await apiClient.get<Blob>(url, { responseType: 'blob' }).catch(readBlobRefusal);
  return data;
};

/** GET /Academic/Students/{id}/Letter: the student's live completion letter (PDF). */
export const downloadStudentLetter = (id: Id) => pdf(apiPath`/Academic/Students/${id}/Letter`);

/** GET /Academic/Students/{id}/LogbookCopy: the signed logbook with a verification code (PDF). */
export const downloadStudentLogbook = (id: Id) =>
  pdf(apiPath`/Academic/Students/${id}/LogbookCopy`);
