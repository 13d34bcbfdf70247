import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages, type Id } from 'shared-api';
import {
  academicKeys,
  getStudent,
  getStudentTasksPage,
  getStudentVisits,
  getStudentWeeksPage,
} from 'shared-api/academic';

/** GET /Academic/Students/{id}: the student's page. */
export const studentQuery = (id: Id) =>
  queryOptions({ queryKey: academicKeys.student(id), queryFn: () => getStudent(id) });

/**
 * Every signed week of the student (at most an internship's, ~105): read page by page, then
 * searched, sorted and paged on screen.
 */
export const weeksQuery = (id: Id) =>
  queryOptions({
    queryKey: academicKeys.weeks(id),
    queryFn: () => fetchAllPages((query) => getStudentWeeksPage(id, query), {}),
  });

/** The student's tasks with their ratings, read page by page. */
export const tasksQuery = (id: Id) =>
  queryOptions({
    queryKey: academicKeys.tasks(id),
    queryFn: () => fetchAllPages((query) => getStudentTasksPage(id, query), {}),
  });

/** The visits, under the key the intern's and the supervisor's portals use too. */
export const visitsQuery = (id: Id) =>
  queryOptions({ queryKey: academicKeys.visits(id), queryFn: () => getStudentVisits(id) });
