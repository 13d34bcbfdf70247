import { z } from 'zod';
import { applicationFields } from '../../domain/applications/applications.service';
import { idField } from '../../lib/numbers';
import type { ManagedUserView } from '../../domain/people/managed-by.repository';
import type { InternView, UserView } from '../../domain/people/people.repository';
import { m, schemaText } from '../../lib/texts';

const id = z.number().int();
const { Name, Email, PhoneNumber, Position } = applicationFields.shape;

export const userSchema = z.object({
  user_id: id,
  Name: z.string(),
  Email: z.string(),
  PhoneNumber: z.string().nullable(),
  Position: z.string().nullable(),
  position_id: id.nullable(),
  Role: z.enum(['INT', 'SUP', 'ADM', 'ACA']),
  Supervisor: z.object({ user_id: id, Name: z.string() }).nullable(),
});

export const toUser = (row: UserView): z.infer<typeof userSchema> => ({
  user_id: row.id,
  Name: row.name,
  Email: row.email,
  PhoneNumber: row.phone_number,
  Position: row.position,
  position_id: row.position_id,
  Role: row.role,
  Supervisor:
    row.supervisor_id !== null && row.supervisor_name !== null
      ? { user_id: row.supervisor_id, Name: row.supervisor_name }
      : null,
});

/** A supervisor's row and a profile to edit: also the directory that manages them (issue 89). */
export const managedUserSchema = userSchema.extend({
  ManagedBy: z
    .string()
    .nullable()
    .describe(
      'The connected directory that provisions the account: its Name, Email and PhoneNumber ' +
        'are changed there, and it is deactivated there; null when none',
    ),
});

export const toManagedUser = (row: ManagedUserView): z.infer<typeof managedUserSchema> => ({
  ...toUser(row),
  ManagedBy: row.managed_by,
});

/** The admin's Interns list: each row also says where the intern's completion letter stands. */
export const internRowSchema = userSchema.extend({
  Letter: z
    .enum(['Ready', 'Issued'])
    .nullable()
    .describe('Issued: a live completion letter; Ready: evaluation submitted, no live letter'),
});

export const toInternRow = (row: InternView): z.infer<typeof internRowSchema> => ({
  ...toUser(row),
  Letter: row.letter,
});

export const performanceSchema = z.object({
  User: userSchema,
  Tasks: z.array(
    z.object({
      id,
      Task: z.string(),
      Rating: id.nullable(),
      Status: z.enum(['Assigned', 'Completed']),
      Deadline: z.string().describe('YYYY-MM-DD'),
      CompletedAt: z.string().nullable().describe('When the intern completed it (ISO time)'),
    }),
  ),
  Overall: id.nullable().describe('Mean rating of the rated tasks, whole percent; null if none'),
});

export const toPerformance = (result: {
  user: UserView;
  tasks: {
    id: number;
    title: string;
    rating: number | null;
    status: 'Assigned' | 'Completed';
    deadline: string;
    completed_at: string | null;
  }[];
  overall: number | null;
}): z.infer<typeof performanceSchema> => ({
  User: toUser(result.user),
  Tasks: result.tasks.map((task) => ({
    id: task.id,
    Task: task.title,
    Rating: task.rating,
    Status: task.status,
    Deadline: task.deadline,
    CompletedAt: task.completed_at,
  })),
  Overall: result.overall,
});

export const newSupervisorBody = z.object({
  Name,
  Email,
  PhoneNumber,
  Position,
  Role: z.literal('SUP', { error: m('The Role must be SUP.') }),
});

const required = ['Name', 'Email', 'PhoneNumber'] as const;

/**
 * PUT /User/{id} in its three uses: InternID + SupervisorID assigns a supervisor; otherwise a
 * profile edit (Name, Email, PhoneNumber, and Position, which only an admin's edit applies;
 * CurrentPassword when one changes one's own Email).
 * Any other field, Role included, is ignored.
 */
export const userUpdateBody = z
  .object({
    Name: Name.optional(),
    Email: Email.optional(),
    PhoneNumber: PhoneNumber.optional(),
    Position: Position.optional(),
    InternID: idField('InternID').optional(),
    SupervisorID: idField('SupervisorID').optional(),
    CurrentPassword: z
      .string({ error: m('The CurrentPassword must be text.') })
      .max(256, { error: m('The CurrentPassword is too long.') })
      .optional(),
  })
  .transform((body, ctx) => {
    const missing = (field: string) => {
      ctx.issues.push({
        code: 'custom',
        path: [field],
        // The fields are the code's: the texts remembered stay few.
        message: schemaText(m('The {field} field is required.', { field })),
        input: body,
      });
      return z.NEVER;
    };
    const { InternID, SupervisorID } = body;
    if (InternID !== undefined || SupervisorID !== undefined) {
      if (InternID === undefined) return missing('InternID');
      if (SupervisorID === undefined) return missing('SupervisorID');
      return { kind: 'assignment' as const, InternID, SupervisorID };
    }
    const { Name: name, Email: email, PhoneNumber: phone } = body;
    // A person a directory manages: its contact fields are the directory's (issue 89).
    if (name === undefined && email === undefined && phone === undefined && body.Position) {
      return { kind: 'department' as const, Position: body.Position };
    }
    if (name === undefined || email === undefined || phone === undefined) {
      for (const field of required) if (body[field] === undefined) missing(field);
      return z.NEVER;
    }
    return {
      kind: 'profile' as const,
      Name: name,
      Email: email,
      PhoneNumber: phone,
      Position: body.Position,
      CurrentPassword: body.CurrentPassword,
    };
  });
