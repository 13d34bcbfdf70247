import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import * as applications from '../applications/applications.repository';
import { findPositionByName, insertPosition } from '../positions/positions.repository';
import { hashPassword } from '../../lib/passwords';
import { countRealRecords, firstAdminId } from './demo.repository';
import { demoApplication } from './demo-history';
import { issueDemoLetters } from './demo-endings';
import { loadDemoIntakes } from './demo-intakes';
import { DEMO_LOGINS, DEMO_PASSWORD, loadDemoProgramme } from './demo-programme';
import { DEMO_TWO_FACTOR, demoTwoFactorUri, loadDemoTwoFactorAdmin } from './demo-two-factor';

const DEMO_DOMAIN = '@demo.example';

const PEOPLE: [name: string, phone: string, position: string, status: ApplicationStatus][] = [
  ['Amina Odhiambo', '+254712000001', 'Engineering', 'Processing'],
  ['Brian Kiprop', '+254712000002', 'Technology', 'Processing'],
  ['Chloe Wanjiku', '+254712000003', 'Advisory', 'Processing'],
  ['David Mutua', '+254712000004', 'Data Science', 'Processing'],
  ['Esther Njeri', '+254712000005', 'Engineering', 'Accepted'],
  ['Felix Otieno', '+254712000006', 'Technology', 'Accepted'],
  ['Grace Achieng', '+254712000007', 'Advisory', 'Passed'],
  ['Hassan Abdi', '+254712000008', 'Data Science', 'Passed'],
  ['Irene Chebet', '+254712000009', 'Engineering', 'Declined'],
  ['James Kamau', '+254712000010', 'Technology', 'Declined'],
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}${DEMO_DOMAIN}`;

/**
 * `--demo`: positions, three intakes (ended, running, taking applications), applications in
 * every status over past weeks (with real, small PDFs),
 * supervisors and interns with tasks in every state, comments and remarks, and task e-mails in
 * the outbox, so that every screen of every role has something to show. Loading twice changes
 * nothing, and a database that holds anything but administrators is left alone.
 * Resolves to whether the demo is there.
 */
export async function loadDemoData(db: Db, config: Config, log: FastifyBaseLogger) {
  const already = await applications.findNewestApplicationByEmail(db, emailOf(PEOPLE[0][0]));
  if (already) {
    log.info('demo data already loaded');
    printLogins(log);
    return true;
  }
  if ((await countRealRecords(db)) > 0) {
    log.warn('demo data NOT loaded: this database already holds applications, users or tasks');
    return false;
  }
  const today = DateTime.now().setZone(config.APP_TIMEZONE);
  const passwordHash = await hashPassword(config, DEMO_PASSWORD);
  const adminId = await firstAdminId(db);
  const programme = await db.transaction().execute(async (trx) => {
    const positionIds = new Map<string, number>();
    for (const name of new Set(PEOPLE.map((person) => person[2]))) {
      const existing = await findPositionByName(trx, name);
      positionIds.set(name, existing?.id ?? (await insertPosition(trx, name)));
    }
    const intakes = await loadDemoIntakes(trx, today, [...positionIds.values()]);
    for (const [index, [name, phone, position, status]] of PEOPLE.entries()) {
      // Newest first in the lists: the first people applied in the last days, the rest weeks ago.
      const applied = today.minus({ days: index * 4 + 1, hours: index });
      // Passed: interviewed a week after being accepted, and passed the day after (all weeks
      // ago); Accepted: the interview is still to come.
      const interview =
        status === 'Passed' ? applied.plus({ days: 8 }) : today.plus({ days: index + 2 });
      const applicant = { name, email: emailOf(name), phone, position };
      const positionId = positionIds.get(position)!;
      await demoApplication(trx, { ...applicant, positionId, intakeId: intakes.open.id }, status, {
        appliedAt: applied,
        interviewDate: interview.toISODate()!,
        passedAt: interview.plus({ days: 1 }),
        adminId,
      });
    }
    await loadDemoTwoFactorAdmin(trx, config, passwordHash);
    return loadDemoProgramme({ trx, config, positionIds, passwordHash, intakes, adminId });
  });
  // A letter is issued on its own transaction, as an administrator's would be.
  await issueDemoLetters(db, config, log, programme.evaluated, programme.adminId);
  const passed = PEOPLE.filter((person) => person[3] === 'Passed').map((person) =>
    emailOf(person[0]),
  );
  log.info(
    { applications: PEOPLE.length, canSignUp: passed },
    'demo data loaded: applications in every status; the Passed applicants can activate at /signUp',
  );
  printLogins(log);
  return true;
}

function printLogins(log: FastifyBaseLogger) {
  for (const [role, email] of Object.entries(DEMO_LOGINS)) {
    log.info(`demo login ${role}: ${email} / ${DEMO_PASSWORD}`);
  }
  log.info(
    `demo login ADM with two-factor: ${DEMO_TWO_FACTOR.email} / ${DEMO_PASSWORD}, then a code of ` +
      `the authenticator secret ${DEMO_TWO_FACTOR.secret} (${demoTwoFactorUri()})`,
  );
}
