import fc from 'fast-check';
import {
  countWorkingDays,
  daysFrom,
  internshipPeriod,
  internshipWeeks,
  isInternshipWeek,
  isMonday,
  mondayOf,
  weekDays,
  workingDays,
} from '../src/domain/logbook/internship-period';

// 2027-01-04 is a Monday.
const intake = { created_at: '2026-12-01T10:00:00.000Z' };

describe("the internship's weeks", () => {
  it("are the intake's dates, or the activation day (firm's zone) to today without one", () => {
    const withIntake = { ...intake, intake_starts_on: '2027-01-06', intake_ends_on: '2027-03-31' };
    expect(internshipPeriod(withIntake, '2027-02-01', 'Africa/Nairobi')).toEqual({
      startsOn: '2027-01-06',
      endsOn: '2027-03-31',
    });
    // 22:30 UTC is already the next day in Nairobi.
    const late = {
      created_at: '2027-01-05T22:30:00.000Z',
      intake_starts_on: null,
      intake_ends_on: null,
    };
    expect(internshipPeriod(late, '2027-01-20', 'Africa/Nairobi')).toEqual({
      startsOn: '2027-01-06',
      endsOn: '2027-01-20',
    });
    expect(internshipPeriod(late, '2027-01-20', 'UTC').startsOn).toBe('2027-01-05');
  });

  it('run Monday to Friday: weekends are no working days', () => {
    expect(workingDays('2027-01-01', '2027-01-11')).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-11',
    ]);
    expect(workingDays('2027-01-09', '2027-01-10')).toEqual([]);
    expect(workingDays('2027-01-12', '2027-01-11')).toEqual([]);
    expect(weekDays('2027-01-04')).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
    ]);
    expect(mondayOf('2027-01-10')).toBe('2027-01-04');
    expect(mondayOf('2027-01-04')).toBe('2027-01-04');
    expect(isMonday('2027-01-04')).toBe(true);
    expect(isMonday('2027-01-05')).toBe(false);
    expect(isMonday('2027-02-30')).toBe(false);
  });

  it('are those with a working day from the start to the end or today, newest first', () => {
    // Starts on a Wednesday, ends on a Tuesday; a weekend start week has no working day.
    const period = { startsOn: '2027-01-06', endsOn: '2027-01-26' };
    expect(internshipWeeks(period, '2027-03-01')).toEqual([
      '2027-01-25',
      '2027-01-18',
      '2027-01-11',
      '2027-01-04',
    ]);
    // While it runs, up to today's week; on a Saturday its week has passed days.
    expect(internshipWeeks(period, '2027-01-16')).toEqual(['2027-01-11', '2027-01-04']);
    expect(internshipWeeks(period, '2027-01-05')).toEqual([]);
    expect(internshipWeeks({ startsOn: '2027-01-09', endsOn: '2027-01-10' }, '2027-02-01')).toEqual(
      [],
    );
    expect(isInternshipWeek('2027-01-04', period, '2027-03-01')).toBe(true);
    expect(isInternshipWeek('2027-01-05', period, '2027-03-01')).toBe(false);
    expect(isInternshipWeek('2027-02-01', period, '2027-03-01')).toBe(false);
    expect(isInternshipWeek('2026-12-28', period, '2027-03-01')).toBe(false);
    expect(isInternshipWeek('2027-01-18', period, '2027-01-16')).toBe(false);
  });
});

describe('counting days', () => {
  it('counts the working days by arithmetic as the walk finds them', () => {
    const date = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -3, max: 400 }), (first, length) => {
        const last = new Date(Date.parse(first) + length * 86_400_000).toISOString().slice(0, 10);
        expect(countWorkingDays(first, last)).toBe(workingDays(first, last).length);
        expect(daysFrom(first, last)).toBe(Math.max(length + 1, 0));
      }),
      { numRuns: 50 },
    );
  });

  it('counts days as dates up to the last four-digit day', () => {
    expect(daysFrom('9999-12-30', '9999-12-31')).toBe(2);
    // 9999-12-31 is a Friday.
    expect(countWorkingDays('9999-12-27', '9999-12-31')).toBe(5);
    expect(daysFrom('2000-01-01', '2099-12-31')).toBe(36_525);
  });

  it("walks an intake stored before the date rule from the rule's first day", () => {
    const old = { ...intake, intake_starts_on: '0001-01-01', intake_ends_on: '2000-01-14' };
    const period = internshipPeriod(old, '2027-01-04', 'UTC');
    expect(period).toEqual({ startsOn: '2000-01-01', endsOn: '2000-01-14' });
    expect(internshipWeeks(period, '2027-01-04')).toEqual(['2000-01-10', '2000-01-03']);
  });
});
