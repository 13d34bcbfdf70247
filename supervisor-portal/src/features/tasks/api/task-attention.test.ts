import { internCommentedLast, isOverdue, needsRating } from './task-attention';

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
});

test('the intern spoke last when the newest comment is theirs', () => {
  const said = (user_id: number) => ({
    LastComment: { id: 1, user_id, At: '2026-03-09T08:00:00Z' },
  });
  expect(internCommentedLast({ ...base, AssignedTo: 7, ...said(7) })).toBe(true);
  expect(internCommentedLast({ ...base, AssignedTo: 7, ...said(3) })).toBe(false);
  expect(internCommentedLast({ ...base, AssignedTo: 7, LastComment: null })).toBe(false);
});
