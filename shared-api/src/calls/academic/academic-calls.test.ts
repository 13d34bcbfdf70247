import { todayInTimeZone } from 'shared-api';
import { mockApi, type MockApi } from '../../test-utils';
import * as academic from '../../academic';
import { emptyVisitForm, visitFormSchema } from '../../visit-form';

let server: MockApi;
beforeEach(() => {
  localStorage.clear();
  server = mockApi({ status: 200, data: { message: 'Done' } });
});
afterEach(() => server.restore());

const last = () => server.requests.at(-1)!;

it('asks for one page of students and reads { Students, Total }', async () => {
  server.answer({ status: 200, data: { Students: [{ Id: 1 }], Total: 12 } });
  const page = await academic.getStudentsPage({
    page: 2,
    pageSize: 10,
    search: ' Ach ',
    sort: 'StartsOn',
    order: 'desc',
  });
  expect(page).toEqual({ rows: [{ Id: 1 }], total: 12 });
  expect([last().method, last().url, last().params]).toEqual([
    'get',
    '/Academic/Students',
    { page: 2, pageSize: 10, search: 'Ach', sort: 'StartsOn', order: 'desc' },
  ]);
});

it.each([
  ['getStudent', () => academic.getStudent(4), 'get', '/Academic/Students/4'],
  [
    'getStudentWeeksPage',
    () => academic.getStudentWeeksPage(4, { page: 1, pageSize: 5 }),
    'get',
    '/Academic/Students/4/Logbook',
  ],
  [
    'getStudentTasksPage',
    () => academic.getStudentTasksPage(4, { page: 1, pageSize: 5 }),
    'get',
    '/Academic/Students/4/Tasks',
  ],
  ['countersignWeek', () => academic.countersignWeek(9), 'post', '/Academic/Logbook/9/Countersign'],
  ['getStudentVisits', () => academic.getStudentVisits(4), 'get', '/Academic/Students/4/Visits'],
  [
    'downloadStudentLetter',
    () => academic.downloadStudentLetter(4),
    'get',
    '/Academic/Students/4/Letter',
  ],
  [
    'downloadStudentLogbook',
    () => academic.downloadStudentLogbook(4),
    'get',
    '/Academic/Students/4/LogbookCopy',
  ],
])('%s calls %s %s', async (_name, call, method, url) => {
  server.answer({ status: 200, data: { Visits: [], Weeks: [], Tasks: [], Total: 0 } });
  await call();
  expect([last().method, last().url]).toEqual([method, url]);
});

it('records a visit with its payload', async () => {
  server.answer({ status: 201, data: { Id: 3 } });
  const payload = { VisitedOn: '2026-11-20', Met: 'Wanjiru', Assessment: 'Good.', Scores: [] };
  await expect(academic.recordVisit(4, payload)).resolves.toEqual({ Id: 3 });
  expect([last().method, last().url, JSON.parse(String(last().data))]).toEqual([
    'post',
    '/Academic/Students/4/Visits',
    payload,
  ]);
});

it('keys a student under the user, the visits as every portal does', () => {
  expect(academic.academicKeys.student(4)).toEqual(['user', '4', 'student']);
  expect(academic.academicKeys.weeks(4)).toEqual(['user', '4', 'signed-weeks']);
  expect(academic.academicKeys.visits(4)).toEqual(['user', '4', 'visits']);
  expect(academic.academicKeys.students()).toEqual(['students']);
});

function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const { path, message } of result.error?.issues ?? []) messages[path.join('.')] ??= message;
  return messages;
}

describe('the visit form', () => {
  const criteria = [
    { Name: 'Punctuality', MaxScore: 5 },
    { Name: 'Initiative', MaxScore: 10 },
  ];
  const today = todayInTimeZone('Africa/Nairobi');
  const period = { StartsOn: '2026-01-05', EndsOn: '2099-12-31' };
  const schema = visitFormSchema(criteria, period);

  it('sends the scores named by the criteria, as numbers', () => {
    const result = schema.safeParse({
      VisitedOn: '2026-02-03',
      Met: ' Wanjiru ',
      Assessment: 'Settled in well.',
      Scores: ['4', '10'],
    });
    expect(result.data).toEqual({
      VisitedOn: '2026-02-03',
      Met: 'Wanjiru',
      Assessment: 'Settled in well.',
      Scores: [
        { Name: 'Punctuality', Score: 4 },
        { Name: 'Initiative', Score: 10 },
      ],
    });
  });

  it('names each field it refuses', () => {
    const result = schema.safeParse({
      ...emptyVisitForm(criteria),
      Scores: ['6', 'x'],
    });
    expect(messagesOf(result)).toEqual({
      VisitedOn: 'Choose a date',
      Met: 'Who you met is required',
      Assessment: 'Assessment is required',
      'Scores.0': 'Give Punctuality a whole number from 0 to 5',
      'Scores.1': 'Give Initiative a whole number from 0 to 10',
    });
    const early = schema.safeParse({
      ...emptyVisitForm(criteria),
      VisitedOn: '2025-12-01',
    });
    expect(messagesOf(early).VisitedOn).toBe(
      'Choose a day of the internship, 2026-01-05 to 2099-12-31',
    );
    const future = schema.safeParse({
      ...emptyVisitForm(criteria),
      VisitedOn: '2099-01-01',
    });
    expect(messagesOf(future).VisitedOn).toBe('The visit cannot be in the future');
    expect(today < '2099-01-01').toBe(true);
  });

  it('has no score fields without criteria', () => {
    const none = visitFormSchema([], period);
    const result = none.safeParse({
      VisitedOn: '2026-02-03',
      Met: 'Wanjiru',
      Assessment: 'Fine.',
      Scores: [],
    });
    expect(result.data?.Scores).toEqual([]);
  });
});
