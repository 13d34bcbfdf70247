import { mockApi, pagedAnswer, paramsOf, type MockApi } from '../../test-utils';
import * as api from '../../index';
import type { PageQuery } from '../../types/page';

let server: MockApi;

beforeEach(() => {
  localStorage.clear();
  server = mockApi({ status: 200, data: {} });
});
afterEach(() => server.restore());

const query: PageQuery = { page: 2, pageSize: 5, search: ' ada ', filter: '3', sort: 'Name' };

// Each paged list of issue 13: path and the key its rows come under.
const cases: [string, (q: PageQuery) => Promise<unknown>, string, string][] = [
  ['getApplicantsPage', api.getApplicantsPage, '/Admin/User/Applicants', 'Applicants'],
  ['getInterviewsPage', api.getInterviewsPage, '/Admin/User/Interviews', 'Applicants'],
  ['getInternsPage', api.getInternsPage, '/Admin/User/Interns', 'Interns'],
  ['getSupervisorsPage', api.getSupervisorsPage, '/Admin/User/Supervisors', 'Supervisors'],
  ['getAssignedTasksPage', api.getAssignedTasksPage, '/Task', 'Tasks'],
];

it.each(cases)(
  '%s sends the list params and returns rows and Total',
  async (_n, call, url, key) => {
    server.answer({ status: 200, data: { [key]: [{ id: 1 }], Total: 7 } });
    await expect(call(query)).resolves.toEqual({ rows: [{ id: 1 }], total: 7 });
    expect(server.requests[0]).toMatchObject({ method: 'get', url });
    expect(paramsOf(server.requests[0])).toEqual({
      page: 2,
      pageSize: 5,
      search: 'ada',
      filter: '3',
      sort: 'Name',
      order: 'asc',
    });
  },
);

it('leaves out an empty search and filter, and the order without a sort', async () => {
  server.answer({ status: 200, data: { Interns: [], Total: 0 } });
  await api.getInternsPage({ page: 1, pageSize: 10, search: '  ', filter: '', order: 'desc' });
  expect(paramsOf(server.requests[0])).toEqual({ page: 1, pageSize: 10 });
});

it('fetchAllPages reads every matching row at the largest page size, in order', async () => {
  const rows = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, Name: `N${i}`, Kind: 'a' }));
  rows.push({ id: 999, Name: 'other', Kind: 'b' });
  server.answer(pagedAnswer('Interns', rows, { filterBy: (row) => row.Kind }));
  const all = await api.fetchAllPages(api.getInternsPage, { filter: 'a' });
  expect(all).toHaveLength(250);
  expect(all).toEqual(rows.slice(0, 250));
  expect(server.requests.map(paramsOf)).toEqual([
    { page: 1, pageSize: 100, filter: 'a' },
    { page: 2, pageSize: 100, filter: 'a' },
    { page: 3, pageSize: 100, filter: 'a' },
  ]);
});

it('fetchAllPages asks once when nothing matches', async () => {
  server.answer({ status: 200, data: { Supervisors: [], Total: 0 } });
  await expect(api.fetchAllPages(api.getSupervisorsPage, { search: 'x' })).resolves.toEqual([]);
  expect(server.requests).toHaveLength(1);
});

it('getAssignedTasksPage asks by attention unless a column is sorted, with its attention', async () => {
  server.answer({ status: 200, data: { Tasks: [{ id: 4 }], Total: 1 } });
  await expect(api.getAssignedTasksPage({ page: 1, pageSize: 10 }, 'overdue')).resolves.toEqual({
    rows: [{ id: 4 }],
    total: 1,
  });
  await api.getAssignedTasksPage({ page: 2, pageSize: 10, sort: 'Deadline', order: 'desc' });
  expect(server.requests.map((request) => request.url)).toEqual(['/Task', '/Task']);
  expect(server.requests.map(paramsOf)).toEqual([
    { page: 1, pageSize: 10, sort: 'Attention', order: 'asc', attention: 'overdue' },
    { page: 2, pageSize: 10, sort: 'Deadline', order: 'desc' },
  ]);
});

it('getTaskCounts reads the supervisor’s three counts', async () => {
  const counts = { All: 9, Overdue: 2, NeedsRating: 1 };
  server.answer({ status: 200, data: counts });
  await expect(api.getTaskCounts()).resolves.toEqual(counts);
  expect(server.requests[0]).toMatchObject({ method: 'get', url: '/Supervisor/Task/Counts' });
});
