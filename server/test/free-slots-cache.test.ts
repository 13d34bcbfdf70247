import type { Db } from '../src/db/database';
import { freeSlotsJson } from '../src/domain/interviews/free-slots-cache';
import { listFreeSlots } from '../src/domain/interviews/interviews.repository';

// The cache alone, over a repository that counts its reads: how many reads a burst of pages
// costs is what this file shows (the pages' answers are interview-booking.test.ts's).
jest.mock('../src/domain/interviews/interviews.repository', () => ({
  listFreeSlots: jest.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return [
      {
        id: 7,
        starts_at: '2030-01-07T07:00:00.000Z',
        ends_at: '2030-01-07T07:30:00.000Z',
        place: 'Room 1',
        video_link: null,
        capacity: 2,
        booked: 1,
      },
    ];
  }),
}));

const reads = listFreeSlots as jest.Mock;
const application = { intake_id: 3, position_id: 1 };
const after = '2030-01-01T00:00:00.000Z';
const page = (db: Db, version: string) => freeSlotsJson(db, application, version, after, undefined);

beforeEach(() => reads.mockClear());

it('reads the list once for a burst of pages that find it missing', async () => {
  const db = {} as Db;
  const answers = await Promise.all(Array.from({ length: 20 }, () => page(db, 'v1')));
  expect(reads).toHaveBeenCalledTimes(1);
  for (const answer of answers) {
    expect(JSON.parse(answer.json)).toEqual([
      expect.objectContaining({ id: 7, Place: 'Room 1', Free: 1 }),
    ]);
  }
  await page(db, 'v1');
  expect(reads).toHaveBeenCalledTimes(1);
});

it('reads again, once, when the slots changed, and never shares a read of another version', async () => {
  const db = {} as Db;
  await page(db, 'v1');
  await Promise.all([page(db, 'v2'), page(db, 'v2'), page(db, 'v3')]);
  expect(reads).toHaveBeenCalledTimes(3);
});
