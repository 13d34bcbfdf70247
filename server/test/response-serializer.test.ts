import { z } from 'zod';
import { responseSerializerCompiler } from '../src/lib/response-serializer';
import { taskListAnswer } from '../src/routes/tasks/task-list';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const task = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  Task: `Task "${id}" \\ with ünïcödé`,
  Description: 'line one\nline two',
  Deadline: '2026-12-01',
  Status: id % 2 ? 'Assigned' : 'Completed',
  Rating: id % 2 ? null : 80,
  AssignedTo: 7,
  assignedto: { Name: 'Intern' },
  assignedby: { user_id: 3, Name: 'Supervisor' },
  CompletedAt: id % 2 ? null : '2026-11-20T10:00:00.000Z',
  LastActivityAt: '2026-11-20T10:00:00.000Z',
  LastComment: id % 2 ? null : { id: 5, user_id: 3, At: '2026-11-20T10:00:00.000Z' },
  ...extra,
});

describe('response serializer', () => {
  test('writes what zod parse and JSON.stringify wrote, for both shapes of a union', () => {
    const write = compile(taskListAnswer);
    const list = [task(1), task(2)];
    const paged = { Tasks: list, Total: 12 };
    expect(write(list)).toBe(JSON.stringify(taskListAnswer.parse(list)));
    expect(write(paged)).toBe(JSON.stringify(taskListAnswer.parse(paged)));
    expect(write([])).toBe('[]');
  });

  test('drops properties the schema does not declare, at every depth', () => {
    const write = compile(taskListAnswer);
    const leaky = [
      task(2, {
        password_hash: 'secret',
        assignedby: { user_id: 3, Name: 'Supervisor', email: 'hidden@example.test' },
      }),
    ];
    const written = write(leaky);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('hidden@example.test');
    expect(written).toBe(JSON.stringify(taskListAnswer.parse(leaky)));
  });

  test('an answer missing a required property still fails', () => {
    const { Task: _missing, ...withoutTitle } = task(1);
    expect(() => compile(taskListAnswer)([withoutTitle])).toThrow();
  });

  test('a schema JSON Schema cannot express keeps zod, transform and all', () => {
    const schema = z.object({ n: z.number().transform((n) => `#${n}`) });
    expect(compile(schema)({ n: 4, other: true })).toBe('{"n":"#4"}');
  });
});
