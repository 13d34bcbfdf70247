import { showLanguage } from 'shared-api';
import { bodyOf, mockApi, type MockApi } from '../../test-utils';
import * as forms from '../../forms';
import * as core from '../../index';
import * as logbook from '../../logbook';
import type { LogbookDay } from '../../types/logbook';

const api = { ...core, ...logbook, ...forms };

let server: MockApi;
beforeEach(() => {
  server = mockApi({ status: 200, data: {} });
});
afterEach(() => server.restore());

const payload = {
  Days: ['present', 'absent', null, null, null] as const,
  Activities: 'Built the login form',
  Learned: 'React Hook Form',
  Hours: 38,
};

const cases: [string, () => Promise<unknown>, string, string, unknown][] = [
  ['getLogbookWeeks', () => api.getLogbookWeeks(), 'get', '/Intern/Logbook', undefined],
  [
    'getLogbookEntry',
    () => api.getLogbookEntry('2027-01-04'),
    'get',
    '/Intern/Logbook/2027-01-04',
    undefined,
  ],
  [
    'saveLogbookDraft',
    () => api.saveLogbookDraft('2027-01-04', { ...payload, Days: [...payload.Days] }),
    'put',
    '/Intern/Logbook/2027-01-04',
    payload,
  ],
  [
    'submitLogbookEntry',
    () => api.submitLogbookEntry('2027-01-04', { ...payload, Days: [...payload.Days] }),
    'post',
    '/Intern/Logbook/2027-01-04/Submit',
    payload,
  ],
  ['getAttendance', () => api.getAttendance(9), 'get', '/Attendance/9', undefined],
  [
    'requestAbsence',
    () =>
      api.requestAbsence({
        FirstDay: '2027-01-05',
        LastDay: '2027-01-06',
        Reason: 'exam',
        Note: 'Final exam',
      }),
    'post',
    '/Intern/Absence',
    { FirstDay: '2027-01-05', LastDay: '2027-01-06', Reason: 'exam', Note: 'Final exam' },
  ],
];

it.each(cases)(
  '%s sends the path and payload of the contract',
  async (_n, call, method, url, body) => {
    await call();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method, url, baseURL: '/api' });
    expect(bodyOf(server.requests[0])).toEqual(body);
  },
);

it('reads a page of absence requests as { Absences, Total }', async () => {
  server.answer({ status: 200, data: { Absences: [{ Id: 1 }], Total: 11 } });
  await expect(api.getMyAbsencesPage({ page: 2, pageSize: 10 })).resolves.toEqual({
    rows: [{ Id: 1 }],
    total: 11,
  });
  expect(server.requests[0]).toMatchObject({
    url: '/Intern/Absence',
    params: { page: 2, pageSize: 10 },
  });
});

const day = (date: string, over: Partial<LogbookDay> = {}): LogbookDay => ({
  Date: date,
  Expected: true,
  Mark: null,
  Excused: false,
  ...over,
});
// Monday and Tuesday worked, Wednesday excused, Thursday and Friday after the internship.
const week = [
  day('2027-01-04'),
  day('2027-01-05'),
  day('2027-01-06', { Excused: true, Mark: 'absent' }),
  day('2027-01-07', { Expected: false }),
  day('2027-01-08', { Expected: false }),
];
const form = {
  Days: ['present', '', '', 'present', ''] as forms.DayChoice[],
  Activities: '  Built the login form ',
  Learned: '',
  Hours: ' 12 ',
};

/** The first message of each field, as the form shows it. */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const { path, message } of result.error?.issues ?? []) messages[path.join('.')] ??= message;
  return messages;
}

it('a draft may leave days and texts open; days outside the internship go as null', () => {
  const result = forms.logbookDraftSchema(week).safeParse(form);
  expect(result.data).toEqual({
    Days: ['present', null, 'absent', null, null],
    Activities: 'Built the login form',
    Learned: '',
    Hours: 12,
  });
  expect(forms.logbookDraftSchema(week).safeParse({ ...form, Hours: '' }).data?.Hours).toBeNull();
});

it('a submit asks for every working day, both texts and the hours', () => {
  const result = forms.logbookSubmitSchema(week).safeParse({ ...form, Activities: ' ', Hours: '' });
  expect(messagesOf(result)).toEqual({
    'Days.1': 'Mark Tuesday present or absent',
    Activities: 'Activities is required',
    Learned: 'What I learned is required',
    Hours: 'Hours is required',
  });
});

it('says what a submit lacks in Swahili, the weekday and the limits too', async () => {
  await showLanguage('sw');
  const result = forms.logbookSubmitSchema(week).safeParse({ ...form, Activities: ' ' });
  expect(messagesOf(result)).toEqual({
    'Days.1': 'Chagua kama ulikuwepo au hukuwepo Jumanne',
    Activities: 'Shughuli ni lazima',
    Learned: 'Nilichojifunza ni lazima',
  });
  const hours = forms.logbookDraftSchema(week).safeParse({ ...form, Hours: '81' });
  expect(messagesOf(hours)).toEqual({ Hours: 'Saa lazima ziwe namba kamili kuanzia 0 hadi 80.' });
});

it.each(['81', '-1', '7.5', 'ten'])('hours %s are refused with the rule', (hours) => {
  const result = forms.logbookDraftSchema(week).safeParse({ ...form, Hours: hours });
  expect(messagesOf(result)).toEqual({ Hours: 'Hours must be a whole number from 0 to 80.' });
});

it('a text over 4000 characters is refused', () => {
  const result = forms.logbookDraftSchema(week).safeParse({ ...form, Learned: 'x'.repeat(4001) });
  expect(messagesOf(result)).toEqual({ Learned: 'What I learned must be at most 4000 characters' });
});

it('an absence request needs its days in order, a reason and a note', () => {
  const schema = forms.absenceRequestSchema;
  expect(
    messagesOf(schema.safeParse({ FirstDay: '', LastDay: '2027-01-05', Reason: '', Note: '' })),
  ).toEqual({ FirstDay: 'Choose a date', Reason: 'Choose a reason', Note: 'Note is required' });
  expect(
    messagesOf(
      schema.safeParse({
        FirstDay: '2027-01-06',
        LastDay: '2027-01-05',
        Reason: 'sick',
        Note: 'Flu',
      }),
    ),
  ).toEqual({ LastDay: 'The last day cannot be before the first day' });
});
