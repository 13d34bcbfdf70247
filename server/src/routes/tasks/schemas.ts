import { z } from 'zod';
import type { TaskListRow } from '../../domain/tasks/tasks.repository';
import { fieldRules, textField } from '../../lib/fields';
import { idField } from '../../lib/numbers';
import { m, schemaText } from '../../lib/texts';

const id = z.number().int();
const date = (field: string) =>
  z
    .string({ error: schemaText(m('The {field} field is required.', { field })) })
    .describe('YYYY-MM-DD, today or later')
    .meta({ format: 'date' });

export const taskSchema = z.object({
  id,
  Task: z.string(),
  Description: z.string(),
  Deadline: z.string().describe('YYYY-MM-DD'),
  Status: z.enum(['Assigned', 'Completed']),
  Rating: id.nullable(),
  AssignedTo: id,
  assignedto: z.object({ Name: z.string() }),
  assignedby: z.object({ user_id: id, Name: z.string() }),
  CompletedAt: z.string().nullable(),
  LastActivityAt: z
    .string()
    .describe('The latest of the last edit, the completion and the newest comment or remark'),
  LastComment: z
    .object({ id, user_id: id, At: z.string() })
    .nullable()
    .describe('The newest comment or remark: who wrote it and when'),
});

const latest = (...times: (string | null)[]) =>
  times.reduce<string>((max, time) => (time && time > max ? time : max), '');

export const toTask = (row: TaskListRow): z.infer<typeof taskSchema> => ({
  id: row.id,
  Task: row.title,
  Description: row.description,
  Deadline: row.deadline,
  Status: row.status,
  Rating: row.rating,
  AssignedTo: row.assigned_to,
  assignedto: { Name: row.intern_name },
  assignedby: { user_id: row.assigned_by, Name: row.supervisor_name },
  CompletedAt: row.completed_at,
  LastActivityAt: latest(row.updated_at, row.completed_at, row.last_comment_at),
  LastComment:
    row.last_comment_id === null || row.last_comment_user_id === null || !row.last_comment_at
      ? null
      : { id: row.last_comment_id, user_id: row.last_comment_user_id, At: row.last_comment_at },
});

export const commentSchema = z.object({
  id,
  Comments: z.string(),
  madeby: z.string().describe("The author's name"),
  user_id: id,
  created_at: z.string(),
  updated_at: z.string(),
});

export const newTaskBody = z.object({
  AssignedTo: idField('AssignedTo'),
  Task: textField('Task', fieldRules.taskTitle),
  TaskDescription: textField('TaskDescription', fieldRules.taskDescription),
  Deadline: date('Deadline'),
});

export const taskEditBody = z.object({
  Task: textField('Task', fieldRules.taskTitle),
  Description: textField('Description', fieldRules.taskDescription),
  Deadline: date('Deadline'),
});

export const newCommentBody = z.object({
  Taskid: idField('Taskid'),
  Intern_comment: textField('Intern_comment', fieldRules.comment),
  Userid: idField('Userid').describe("Must be the caller's own user_id"),
});

export const commentEditBody = z.object({ Comment: textField('Comment', fieldRules.comment) });

/** A key the client makes for one comment, sent again with it when the first answer was lost. */
export const requestKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, schemaText(m('The request key is not valid.')))
    .optional()
    .describe(
      'Optional: 16-64 letters, digits, - or _. A comment sent again with the same key answers ' +
        'the comment it made the first time instead of writing it twice.',
    ),
});
