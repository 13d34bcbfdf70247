import type { z } from 'zod/mini';
import { absenceRequestSchema } from '../calls/absences/request-absence';
import { intakeSchema } from '../calls/intakes/create-intake';
import { scheduleInterviewSchema } from '../calls/applications/update-application-status';
import { assignTaskSchema } from '../calls/tasks/assign-task';
import { calendarDateSchema, dateFromTodaySchema } from './dates';
import { calendarDateRule, isDateInRange } from './field-rules';

// The forms take the calendar dates the server takes (shared-api's calendarDateRule, which the
// server's schemas read too): far and ancient ones are refused under the field, with the range.
const RANGE = 'Enter a date from 2000-01-01 to 2099-12-31';
const messagesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('calendar dates in the forms', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('takes a date within the rule, both ends in', () => {
    expect(calendarDateRule).toMatchObject({ min: '2000-01-01', max: '2099-12-31' });
    for (const date of ['2000-01-01', '2026-11-27', '2099-12-31']) {
      expect([date, messagesOf(calendarDateSchema(), date)]).toEqual([date, []]);
      expect(isDateInRange(date)).toBe(true);
    }
  });

  it('refuses far and ancient dates with the range, and a non-date as before', () => {
    for (const date of ['9999-12-31', '2100-01-01', '1999-12-31', '0001-01-01']) {
      expect([date, messagesOf(calendarDateSchema(), date)]).toEqual([date, [['', RANGE]]]);
    }
    expect(messagesOf(calendarDateSchema(), '2026-02-30')).toEqual([
      ['', 'Enter a date as YYYY-MM-DD'],
    ]);
    expect(messagesOf(calendarDateSchema(), '+010000-01-01')).toEqual([
      ['', 'Enter a date as YYYY-MM-DD'],
    ]);
  });

  it('a deadline or an interview from today on is refused past the range too', () => {
    expect(messagesOf(dateFromTodaySchema('UTC'), '9999-12-31')).toEqual([['', RANGE]]);
    const task = {
      AssignedTo: 3,
      Task: 'Write the report',
      TaskDescription: 'All of it',
      Deadline: '2100-01-01',
    };
    expect(messagesOf(assignTaskSchema, task)).toEqual([['Deadline', RANGE]]);
    const interview = { ApplicationStatus: 'Accepted', Date: '9999-12-31' };
    expect(messagesOf(scheduleInterviewSchema, interview)).toEqual([['Date', RANGE]]);
  });

  it("an intake's and an absence's far dates are refused under their fields", () => {
    const intake = {
      Name: 'Far intake',
      ApplicationsOpen: '0001-01-01',
      ApplicationsClose: '2026-12-01',
      InternshipStart: '2027-01-04',
      InternshipEnd: '9999-12-31',
      Positions: [1],
    };
    expect(messagesOf(intakeSchema, intake)).toEqual([
      ['ApplicationsOpen', RANGE],
      ['InternshipEnd', RANGE],
    ]);
    const absence = { FirstDay: '9999-12-31', LastDay: '9999-12-31', Reason: 'sick', Note: 'x' };
    expect(messagesOf(absenceRequestSchema, absence)).toEqual([
      ['FirstDay', RANGE],
      ['LastDay', RANGE],
    ]);
  });

  it('an absence lasts at most the longest span of the rule', () => {
    const absence = (LastDay: string) => ({
      FirstDay: '2027-01-04',
      LastDay,
      Reason: 'sick',
      Note: 'x',
    });
    expect(calendarDateRule.maxAbsenceDays).toBe(366);
    // 2027-01-04 to 2028-01-04 is 366 days, both in.
    expect(messagesOf(absenceRequestSchema, absence('2028-01-04'))).toEqual([]);
    expect(messagesOf(absenceRequestSchema, absence('2028-01-05'))).toEqual([
      ['LastDay', 'An absence can last at most 366 days'],
    ]);
  });
});
