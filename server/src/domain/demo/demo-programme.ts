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
import { evaluateDemoInterns, type DemoEvaluated } from './demo-endings';
import { demoInternApplication, type DemoIntakes } from './demo-intakes';
import { EVERY_STATE, loadDemoLogbooks, type DemoLogbookIntern } from './demo-logbook';
import { textsIn } from '../../lib/texts';

/** One password for every demo account, printed at start: this is a demo, not an install. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

export const DEMO_LOGINS = {
  ADM: 'admin@demo.example',
  SUP: 'wanjiru.supervisor@demo.example',
  INT: 'kevin.intern@demo.example',
} as const;

/** The administrator, the supervisors and the interns each have a number of their own. */
type Person = { name: string; email: string; phone: string; position: string };

const ADMIN: Person = {
  name: 'Demo Administrator',
  email: DEMO_LOGINS.ADM,
  phone: '+254722000100',
  position: 'Advisory',
};

const SUPERVISORS: Person[] = [
  {
    name: 'Wanjiru Supervisor',
    email: DEMO_LOGINS.SUP,
    phone: '+254722000101',
    position: 'Engineering',
  },
  {
    name: 'Omondi Supervisor',
    email: 'omondi.supervisor@demo.example',
    phone: '+254722000102',
    position: 'Technology',
  },
  {
    name: 'Nasra Supervisor',
    email: 'nasra.supervisor@demo.example',
    phone: '+254722000103',
    position: 'Advisory',
  },
];

/** Interns and the index of their supervisor. Kevin is the printed intern login. */
const INTERNS: (Person & { supervisor: number })[] = [
  {
    name: 'Kevin Intern',
    email: DEMO_LOGINS.INT,
    phone: '+254733000201',
    position: 'Engineering',
    supervisor: 0,
  },
  {
    name: 'Lucy Wambui',
    email: 'lucy.wambui@demo.example',
    phone: '+254733000202',
    position: 'Engineering',
    supervisor: 0,
  },
  {
    name: 'Moses Kiplagat',
    email: 'moses.kiplagat@demo.example',
    phone: '+254733000203',
    position: 'Technology',
    supervisor: 1,
  },
  {
    name: 'Naomi Atieno',
    email: 'naomi.atieno@demo.example',
    phone: '+254733000204',
    position: 'Advisory',
    supervisor: 2,
  },
];

/**
 * Each intern's last logbook weeks, newest first (earlier ones signed): Kevin's in every state,
 * Lucy's last week waiting for Wanjiru, Moses behind (overdue), Naomi's intake ended, all signed.
 */
const LOGBOOK_RECENT: DemoLogbookIntern['recent'][] = [
  EVERY_STATE,
  ['draft', 'submitted'],
  ['not started', 'not started'],
  [],
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
  intakes: DemoIntakes;
  adminId: number | null;
}

async function person(
  ctx: DemoContext,
  { name, email, phone, position }: Person,
  role: Role,
  applicationId: number | null = null,
) {
  return insertUser(ctx.trx, {
    name,
    email,
    phone_number: phone,
    position_id: ctx.positionIds.get(position) ?? null,
    role,
    password_hash: ctx.passwordHash,
    supervisor_id: null,
    application_id: applicationId,
    archived_at: null,
  });
}

/**
 * Supervisors, interns, tasks in every state with comments and remarks, and the task e-mails in
 * the outbox: so that each role's screens have something worth seeing.
 */
export async function loadDemoProgramme(ctx: DemoContext) {
  const today = DateTime.now().setZone(ctx.config.APP_TIMEZONE);
  const adminId = await person(ctx, ADMIN, 'ADM');
  const evaluated: DemoEvaluated[] = [];
  const logbooks: DemoLogbookIntern[] = [];
  const supervisors = [];
  for (const supervisor of SUPERVISORS) {
    supervisors.push({ id: await person(ctx, supervisor, 'SUP'), name: supervisor.name });
  }
  for (const [index, intern] of INTERNS.entries()) {
    const { name, email } = intern;
    const supervisor = supervisors[intern.supervisor];
    // Naomi's intake has ended; the others are in the running intake's last week.
    const intake = index === INTERNS.length - 1 ? ctx.intakes.ended : ctx.intakes.running;
    const positionId = ctx.positionIds.get(intern.position)!;
    const applicationId = await demoInternApplication(
      ctx.trx,
      intake,
      { ...intern, positionId },
      ctx.adminId,
    );
    const internId = await person(ctx, intern, 'INT', applicationId);
    await setSupervisor(ctx.trx, internId, supervisor.id);
    logbooks.push({
      internId,
      intakeId: intake.id,
      supervisor,
      recent: LOGBOOK_RECENT[index],
      absences: index === 0,
    });
    if (intake === ctx.intakes.ended || index === 0) {
      evaluated.push({
        internId,
        supervisorId: supervisor.id,
        ended: intake === ctx.intakes.ended,
      });
    }
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
        // The demo's people have no language yet: English, as for any user before they sign in.
        const texts = textsIn('en');
        const mail = taskAssignedMail(texts, name, supervisor.name, title, deadline, link);
        await enqueueMail(ctx.trx, { to: email, ...mail });
      }
    }
  }
  await loadDemoLogbooks(ctx.trx, today, logbooks);
  await evaluateDemoInterns(ctx.trx, evaluated);
  return { adminId, evaluated };
}
