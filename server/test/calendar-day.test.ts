import { DateTime } from 'luxon';
import { todayIn } from '../src/lib/time';

// Zones at the far ends of the offsets, at half and three-quarter hours, and with summer time.
const ZONES = [
  'UTC',
  'Africa/Nairobi',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Europe/London',
  'America/Los_Angeles',
];

describe("the firm's calendar day", () => {
  it('turns at midnight in the zone, not in UTC', () => {
    const instant = Date.parse('2026-11-24T21:30:00Z');
    expect(todayIn('Africa/Nairobi', instant)).toBe('2026-11-25');
    expect(todayIn('UTC', instant)).toBe('2026-11-24');
    expect(todayIn('Africa/Nairobi', Date.parse('2026-11-24T20:59:59.999Z'))).toBe('2026-11-24');
    expect(todayIn('Africa/Nairobi', Date.parse('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
  });

  it('is the date luxon gives, in every zone, around each of its midnights and its DST changes', () => {
    const instants: number[] = [];
    for (const day of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2026-12-31']) {
      for (let hour = -14; hour <= 14; hour += 0.25) {
        const at = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
        instants.push(at - 1, at, at + 1);
      }
    }
    for (const zone of ZONES) {
      for (const at of instants) {
        expect(`${zone} ${todayIn(zone, at)}`).toBe(
          `${zone} ${DateTime.fromMillis(at).setZone(zone).toISODate()}`,
        );
      }
    }
  });

  it('is today when no instant is given', () => {
    const before = new Date().toISOString().slice(0, 10);
    const today = todayIn('UTC');
    expect([before, new Date().toISOString().slice(0, 10)]).toContain(today);
  });
});
