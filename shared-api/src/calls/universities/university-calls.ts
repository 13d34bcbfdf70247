import { apiClient, apiPath, getPage, type PageQuery } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import type {
  AcademicDetails,
  AcademicDetailsPayload,
  University,
  UniversityChoice,
} from '../../types/universities';
import type { UniversityPayload } from './university-form';

/** GET /Admin/Universities, one page by name. */
export function getUniversitiesPage(query: PageQuery) {
  return getPage<University>('/Admin/Universities', 'Universities', query);
}

/** POST /Admin/Universities: answers 201 with the new Id; 409 when the name is taken. */
export async function createUniversity(payload: UniversityPayload): Promise<{ Id: number }> {
  const { data } = await apiClient.post<{ Id: number }>('/Admin/Universities', payload);
  return data;
}

/** PUT /Admin/Universities/{id}. */
export async function updateUniversity(id: Id, payload: UniversityPayload) {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Admin/Universities/${id}`, payload);
  return data;
}

/** DELETE /Admin/Universities/{id}: 409 while an intern or academic supervisor names it. */
export async function deleteUniversity(id: Id) {
  const { data } = await apiClient.delete<MessageAnswer>(apiPath`/Admin/Universities/${id}`);
  return data;
}

/** GET /Universities: at most 20 by name, those containing `search`. */
export async function pickUniversities(search: string): Promise<UniversityChoice[]> {
  const text = search.trim();
  const { data } = await apiClient.get<{ Universities: UniversityChoice[] }>('/Universities', {
    params: text ? { search: text } : {},
  });
  return data.Universities;
}

/** Whose academic details: the signed-in intern's own, or (an administrator) an intern's. */
export type AcademicOwner = 'mine' | { internId: Id };

const academicPath = (owner: AcademicOwner) =>
  owner === 'mine' ? '/Intern/Academic' : apiPath`/Admin/Intern/${owner.internId}/Academic`;

/** GET /Intern/Academic or /Admin/Intern/{id}/Academic. */
export async function getAcademicDetails(owner: AcademicOwner): Promise<AcademicDetails> {
  const { data } = await apiClient.get<AcademicDetails>(academicPath(owner));
  return data;
}

/** PUT the same path: a new academic supervisor's e-mail is invited; 409 for another role's. */
export async function saveAcademicDetails(owner: AcademicOwner, payload: AcademicDetailsPayload) {
  const { data } = await apiClient.put<MessageAnswer>(academicPath(owner), payload);
  return data;
}

/** POST …/Invitation: the set-password e-mail again (409 once they signed up, or too soon). */
export async function resendAcademicInvitation(owner: AcademicOwner) {
  const { data } = await apiClient.post<MessageAnswer>(`${academicPath(owner)}/Invitation`);
  return data;
}
