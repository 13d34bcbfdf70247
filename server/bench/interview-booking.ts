import { DateTime } from 'luxon';
import { bookingToken } from '../src/domain/interviews/interview-links';
import { insertUser } from '../src/domain/users/users.repository';
import { isoNow } from '../src/lib/time';
import { loginAdmin } from '../test/helpers/fixtures';
import { startTestApp, stopTestApp } from '../test/helpers/test-app';
import { postgresUrl } from '../test/helpers/test-db';
import { arg } from './command-line';

/**
 * `npm run bench:booking -w server` (`-- --applicants 500 --slots 300 --at-once 50`): an intake
 * of that many invited applicants and slots (a series over 10 days); that many applicants open
 * their booking page and book at once, again and again, each picking one of the earliest slots
 * (the contended ones). Prints the booking page's p50/p95/max (ms), the booking answer's, how many
 * booked and were told "just taken", and the double bookings found (places over capacity and an
 * interviewer with two overlapping live bookings): 0 expected, and the process's CPU time a round
 * (less moved than the wall times by other work on the machine). The rounds start once a burst of
 * pages, timed apart, has opened the pool's connections. SQLite, and PostgreSQL too with
 * TEST_DATABASE_URL.
 */
const APPLICANTS = arg('applicants', 500);
const SLOTS = arg('slots', 300);
const AT_ONCE = arg('at-once', 50);
const DAYS = 10;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value: number) => value.toFixed(1);

async function measure(dialect: 'sqlite' | 'postgres') {
  const ctx = await startTestApp(dialect);
  try {
    const { app } = ctx;
    const admin = await loginAdmin(ctx);
    const interviewers: number[] = [];
    for (let i = 0; i < 3; i++) {
      interviewers.push(
        await insertUser(app.db, {
          name: `Bench Interviewer ${i}`,
          email: `interviewer${i}@bench.example`,
          role: 'SUP',
          password_hash: null,
        }),
      );
    }
    const perDay = Math.ceil(SLOTS / DAYS);
    const first = DateTime.now().setZone(ctx.config.APP_TIMEZONE).plus({ days: 3 });
    const series = await app.inject({
      method: 'POST',
      url: '/api/InterviewSlot/Series',
      headers: admin,
      payload: {
        Intake: null,
        Position: null,
        FirstDay: first.toISODate(),
        LastDay: first.plus({ days: DAYS - 1 }).toISODate(),
        From: '08:00',
        To: DateTime.fromObject({ hour: 8 })
          .plus({ minutes: perDay * 20 })
          .toFormat('HH:mm'),
        Length: 20,
        Gap: 0,
        Weekdays: [1, 2, 3, 4, 5, 6, 7],
        Place: 'Bench room',
        VideoLink: null,
        Interviewers: interviewers,
      },
    });
    if (series.statusCode !== 201) throw new Error(`series: ${series.statusCode} ${series.body}`);
    const slots: number[] = series.json().Slots;

    const now = isoNow();
    const ids: number[] = [];
    for (let i = 0; i < APPLICANTS; i += 100) {
      const rows = await app.db
        .insertInto('applications')
        .values(
          Array.from({ length: Math.min(100, APPLICANTS - i) }, (_, k) => ({
            name: `Bench Applicant ${i + k}`,
            email: `applicant${i + k}@bench.example`,
            phone_number: '+254712345678',
            position_id: 1,
            status: 'Processing' as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    const tokens: string[] = [];
    for (let i = 0; i < ids.length; i += 200) {
      const invited = await app.inject({
        method: 'POST',
        url: '/api/Apply/Invite',
        headers: admin,
        payload: { Applications: ids.slice(i, i + 200) },
      });
      if (invited.statusCode !== 200) throw new Error(`invite: ${invited.body}`);
    }
    const invitations = await app.db
      .selectFrom('interview_invitations')
      .select(['application_id', 'expires_at'])
      .orderBy('application_id')
      .execute();
    for (const row of invitations) {
      tokens.push(bookingToken(app.secrets.interviewLinks, row.application_id, row.expires_at));
    }

    const pageTimes: number[] = [];
    const bookTimes: number[] = [];
    let booked = 0;
    let taken = 0;
    let other = 0;
    const timed = async <T>(times: number[], work: () => Promise<T>) => {
      const start = performance.now();
      const result = await work();
      times.push(performance.now() - start);
      return result;
    };
    // A server that has served pages before: its pool's connections are open (they stay open,
    // db/database.ts), with their server processes' first-query work done. The first burst on a
    // cold server is timed apart, and printed as such.
    const coldTimes: number[] = [];
    await Promise.all(
      tokens
        .slice(0, AT_ONCE)
        .map((token) =>
          timed(coldTimes, () => app.inject({ method: 'GET', url: `/api/Booking/${token}` })),
        ),
    );
    // The process's CPU time over the rounds: what the wall times are made of on a quiet machine,
    // and much less moved by other work on a shared one.
    const cpuBefore = process.cpuUsage();
    for (let round = 0; round * AT_ONCE < tokens.length; round++) {
      const group = tokens.slice(round * AT_ONCE, (round + 1) * AT_ONCE);
      await Promise.all(
        group.map(async (token, index) => {
          const page = await timed(pageTimes, () =>
            app.inject({ method: 'GET', url: `/api/Booking/${token}` }),
          );
          const free: { id: number }[] = page.json().Slots;
          // The contended choice: one of the earliest free times.
          const choice = free[index % Math.min(5, free.length)]?.id ?? slots[0];
          const res = await timed(bookTimes, () =>
            app.inject({ method: 'POST', url: `/api/Booking/${token}`, payload: { Slot: choice } }),
          );
          if (res.statusCode === 201) booked++;
          else if (res.statusCode === 409) taken++;
          else other++;
        }),
      );
    }
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerRound = (cpu.user + cpu.system) / 1000 / Math.ceil(tokens.length / AT_ONCE);
    const overCapacity = await app.db
      .selectFrom('interview_slots as s')
      .select('s.id')
      .where((eb) =>
        eb(
          eb
            .selectFrom('interview_bookings as b')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('b.slot_id', '=', 's.id')
            .where('b.status', '=', 'booked'),
          '>',
          eb.ref('s.capacity'),
        ),
      )
      .execute();
    const live = await app.db
      .selectFrom('interview_bookings as b')
      .innerJoin('interview_slots as s', 's.id', 'b.slot_id')
      .innerJoin('interview_slot_interviewers as i', 'i.slot_id', 's.id')
      .select(['b.id', 'i.user_id', 's.id as slot', 's.starts_at', 's.ends_at'])
      .where('b.status', '=', 'booked')
      .execute();
    let interviewerClashes = 0;
    for (const a of live) {
      for (const b of live) {
        if (a.id < b.id && a.user_id === b.user_id && a.slot !== b.slot) {
          if (a.starts_at < b.ends_at && b.starts_at < a.ends_at) interviewerClashes++;
        }
      }
    }
    console.log(
      `${dialect}: ${APPLICANTS} invited, ${slots.length} slots, ${AT_ONCE} at once | ` +
        `booking page p50 ${ms(percentile(pageTimes, 0.5))} p95 ${ms(percentile(pageTimes, 0.95))} ` +
        `max ${ms(Math.max(...pageTimes))} ms (first burst on a cold server: max ${ms(Math.max(...coldTimes))} ms) | booking p50 ${ms(percentile(bookTimes, 0.5))} ` +
        `p95 ${ms(percentile(bookTimes, 0.95))} ms | booked ${booked}, just taken ${taken}, other ${other} | ` +
        `double bookings ${overCapacity.length + interviewerClashes} | ` +
        `CPU ${ms(cpuPerRound)} ms a round (${AT_ONCE} pages and bookings)`,
    );
  } finally {
    await stopTestApp(ctx);
  }
}

async function main() {
  await measure('sqlite');
  if (postgresUrl) await measure('postgres');
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
