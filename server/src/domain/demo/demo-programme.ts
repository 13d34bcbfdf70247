import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import type { Role } from '../../db/schema';
import { enqueueMail } from '../mail/outbox.repository';
import { setSupervisor } from '../people/people.repository';
import { insertComment } from '../tasks/comments.repository';
import { taskAssignedMail } from '../tasks/task-mails';
import { completeTask, insertTask, rateTask } from '../tasks/tasks.repository';
import { insertUser } from '../users/users.repository';
import { backdateTask } from './demo.repository';

/** One password for every demo account, printed at start: this is a demo, not an install. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

export const DEMO_LOGINS = {
  ADM: 'admin@demo.example',
  SUP: 'wanjiru.supervisor@demo.example',
  INT: 'kevin.intern@demo.example',
} as const;

const SUPERVISORS: [name: string, email: string, position: string][] = [
  ['Wanjiru Supervisor', DEMO_LOGINS.SUP, 'Engineering'],
  ['Omondi Supervisor', 'omondi.supervisor@demo.example', 'Technology'],
  ['Nasra Supervisor', 'nasra.supervisor@demo.example', 'Advisory'],
];

/** Interns: name, e-mail, position, supervisor index. Kevin is the printed intern login. */
const INTERNS: [name: string, email: string, position: string, supervisor: number][] = [
  ['Kevin Intern', DEMO_LOGINS.INT, 'Engineering', 0],
  ['Lucy Wambui', 'lucy.wambui@demo.example', 'Engineering', 0],
  ['Moses Kiplagat', 'moses.kiplagat@demo.example', 'Technology', 1],
  ['Naomi Atieno', 'naomi.atieno@demo.example', 'Advisory', 2],
];

type TaskState = 'assigned' | 'overdue' | 'completed' | number;

/** Every state the screens distinguish: open, overdue, done and unrated, rated green/yellow/red. */
const TASKS: [title: string, state: TaskState, deadlineInDays: number][] = [
  ['Set up the development environment', 85, -20],
  ['Write the onboarding checklist', 65, -14],
  ['Fix the login page layout', 40, -9],
  ['Review the API error messages', 'completed', -3],
  ['Draft the sprint demo notes', 'overdue', -2],
  ['Add tests for the payments module', 'assigned', 1],
  ['Prepare the client presentation', 'assigned', 10],
];

export interface DemoContext {
  trx: DbOrTrx;
  config: Config;
  positionIds: Map<string, number>;
  passwordHash: string;
}

async function person(ctx: DemoContext, name: string, email: string, position: string, role: Role) {
  return insertUser(ctx.trx, {
    name,
    email,
    phone_number: `+2547${String(10_000_000 + email.length * 7919).slice(0, 8)}`,
    position_id: ctx.positionIds.get(position) ?? null,
    role,
    password_hash: ctx.passwordHash,
    supervisor_id: null,
    application_id: null,
    archived_at: null,
  });
}

/**
 * Supervisors, interns, tasks in every state with comments and remarks, and the task e-mails in
 * the outbox: so that each role's screens have something worth seeing.
 */
export async function loadDemoProgramme(ctx: DemoContext) {
  const today = DateTime.now().setZone(ctx.config.APP_TIMEZONE);
  await person(ctx, 'Demo Administrator', DEMO_LOGINS.ADM, 'Advisory', 'ADM');
  const supervisors = [];
  for (const [name, email, position] of SUPERVISORS) {
    supervisors.push({ id: await person(ctx, name, email, position, 'SUP'), name });
  }
  for (const [index, [name, email, position, supervisorIndex]] of INTERNS.entries()) {
    const supervisor = supervisors[supervisorIndex];
    const internId = await person(ctx, name, email, position, 'INT');
    await setSupervisor(ctx.trx, internId, supervisor.id);
    // Kevin gets every state; the others a share, so each supervisor's lists differ.
    const tasks = index === 0 ? TASKS : TASKS.filter((_, i) => (i + index) % 2 === 0);
    for (const [title, state, days] of tasks) {
      const deadline = today.plus({ days }).toISODate()!;
      const id = await insertTask(ctx.trx, {
        title,
        description: `${title}. Keep notes of what you did and what you would change.`,
        deadline,
        assigned_to: internId,
        assigned_by: supervisor.id,
      });
      await backdateTask(
        ctx.trx,
        id,
        today
          .plus({ days: days - 7 })
          .toUTC()
          .toISO()!,
      );
      if (state !== 'assigned' && state !== 'overdue') await completeTask(ctx.trx, id);
      if (typeof state === 'number') await rateTask(ctx.trx, id, state);
      if (state !== 'assigned') {
        await insertComment(
          ctx.trx,
          id,
          internId,
          'I have pushed my work; the notes are in the ticket.',
        );
      }
      if (typeof state === 'number') {
        await insertComment(
          ctx.trx,
          id,
          supervisor.id,
          `Rated ${state}%. See my notes on the review.`,
        );
      }
      if (days > 0) {
        const link = `${ctx.config.PUBLIC_URL}/internDashboard/tasks/${id}`;
        const mail = taskAssignedMail(name, supervisor.name, title, deadline, link);
        await enqueueMail(ctx.trx, { to: email, ...mail });
      }
    }
  }
}
