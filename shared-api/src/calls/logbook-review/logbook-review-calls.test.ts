import { bodyOf, mockApi, type MockApi } from '../../test-utils';
import * as forms from '../../forms';
import * as core from '../../index';
import * as logbook from '../../logbook';

const api = { ...core, ...logbook, ...forms };
const answered = { message: 'Done' };

let server: MockApi;
beforeEach(() => {
  localStorage.clear();
  server = mockApi({ status: 200, data: answered });
});
afterEach(() => server.restore());

const last = () => server.requests.at(-1)!;

test("the supervisor's pages ask for one page, the search trimmed, and read { rows, Total }", async () => {
  server.answer({ status: 200, data: { Entries: [{ Id: 1 }], Total: 31 } });
  const page = await api.getWaitingLogbookPage({ page: 2, pageSize: 10, search: ' Ach ' });
  expect(page).toEqual({ rows: [{ Id: 1 }], total: 31 });
  expect([last().method, last().url, last().params]).toEqual([
    'get',
    '/Supervisor/Logbook',
    { page: 2, pageSize: 10, search: 'Ach' },
  ]);
  server.answer({ status: 200, data: { Absences: [], Total: 0 } });
  await api.getAbsenceRequestsPage({ page: 1, pageSize: 5, filter: 'pending' });
  expect([last().url, last().params]).toEqual([
    '/Supervisor/Absence',
    { page: 1, pageSize: 5, filter: 'pending' },
  ]);
});

test.each([
  [
    'getLogbookCounts',
    () => api.getLogbookCounts(),
    'get',
    '/Supervisor/Logbook/Counts',
    undefined,
  ],
  ['getLogbookReview', () => api.getLogbookReview(4), 'get', '/Supervisor/Logbook/4', undefined],
  [
    'signLogbookEntry',
    () => api.signLogbookEntry(4),
    'post',
    '/Supervisor/Logbook/4/Sign',
    undefined,
  ],
  [
    'returnLogbookEntry',
    () => api.returnLogbookEntry(4, { Remark: 'Add the hours.' }),
    'post',
    '/Supervisor/Logbook/4/Return',
    { Remark: 'Add the hours.' },
  ],
  ['approveAbsence', () => api.approveAbsence(5, {}), 'post', '/Supervisor/Absence/5/Approve', {}],
  [
    'declineAbsence',
    () => api.declineAbsence(5, { Remark: 'Exams are in May.' }),
    'post',
    '/Supervisor/Absence/5/Decline',
    { Remark: 'Exams are in May.' },
  ],
  ['getAttendance', () => api.getAttendance(21), 'get', '/Attendance/21', undefined],
])('%s sends its request and reads the answer', async (_name, call, method, url, body) => {
  expect(await call()).toEqual(answered);
  expect([last().method, last().url]).toEqual([method, url]);
  expect(bodyOf(last())).toEqual(body);
});

test('return and decline require a remark within its rule; an approval may leave it empty', () => {
  const blank = { Remark: '   ' };
  expect(forms.returnLogbookEntrySchema.safeParse(blank).success).toBe(false);
  expect(forms.declineAbsenceSchema.safeParse(blank).success).toBe(false);
  expect(forms.declineAbsenceSchema.safeParse({ Remark: 'x'.repeat(1001) }).success).toBe(false);
  expect(forms.approveAbsenceSchema.parse(blank)).toEqual({});
  expect(forms.approveAbsenceSchema.parse({ Remark: ' Get well. ' })).toEqual({
    Remark: 'Get well.',
  });
});
