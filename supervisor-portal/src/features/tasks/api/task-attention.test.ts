import {
  byAttention,
  internCommentedLast,
  isOverdue,
  matchesAttention,
  needsRating,
} from './task-attention';

const TODAY = '2026-03-10';
const base = { Status: 'Assigned' as const, Rating: null, Deadline: TODAY };

test('a task is overdue once its deadline passed and it is not Completed', () => {
  expect(isOverdue({ ...base, Deadline: '2026-03-09' }, TODAY)).toBe(true);
  expect(isOverdue({ ...base, Deadline: TODAY }, TODAY)).toBe(false);
  expect(isOverdue({ ...base, Deadline: '2026-03-09', Status: 'Completed' }, TODAY)).toBe(false);
});

test('a Completed task without a rating needs one', () => {
  expect(needsRating({ ...base, Status: 'Completed' })).toBe(true);
  expect(needsRating({ ...base, Status: 'Completed', Rating: 0 })).toBe(false);
  expect(needsRating(base)).toBe(false);
  expect(matchesAttention({ ...base, Status: 'Completed' }, 'needsRating', TODAY)).toBe(true);
  expect(matchesAttention(base, 'overdue', TODAY)).toBe(false);
  expect(matchesAttention(base, 'all', TODAY)).toBe(true);
});

test('puts what needs the supervisor first', () => {
  const tasks = [
    { ...base, id: 1, Status: 'Completed' as const, Rating: 80 },
    { ...base, id: 2, Deadline: '2026-03-20' },
    { ...base, id: 3, Deadline: '2026-03-12' },
    { ...base, id: 4, Deadline: '2026-03-01' },
    { ...base, id: 5, Status: 'Completed' as const },
    { ...base, id: 6, Status: 'Completed' as const },
  ];
  expect(byAttention(tasks, TODAY).map((task) => task.id)).toEqual([6, 5, 4, 3, 2, 1]);
});

test('a task whose intern commented last comes after the ratings, newest activity first', () => {
  const said = (user_id: number, At: string) => ({ LastComment: { id: 1, user_id, At } });
  const tasks = [
    { ...base, id: 1, Deadline: '2026-03-01' },
    {
      ...base,
      id: 2,
      AssignedTo: 7,
      ...said(7, '2026-03-09T08:00:00Z'),
      LastActivityAt: '2026-03-09T08:00:00Z',
    },
    {
      ...base,
      id: 3,
      AssignedTo: 7,
      ...said(7, '2026-03-09T09:00:00Z'),
      LastActivityAt: '2026-03-09T09:00:00Z',
    },
    { ...base, id: 4, AssignedTo: 7, ...said(2, '2026-03-09T10:00:00Z') },
    { ...base, id: 5, Status: 'Completed' as const },
  ];
  expect(internCommentedLast(tasks[1])).toBe(true);
  expect(internCommentedLast(tasks[3])).toBe(false);
  expect(byAttention(tasks, TODAY).map((task) => task.id)).toEqual([5, 3, 2, 1, 4]);
});
