import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { languageOf, m, textsIn } from '../../lib/texts';
import { DAY, isoIn } from '../../lib/time';
import { enqueueMail } from '../mail/outbox.repository';
import { newDeviceMail } from '../mail/templates';
import { describeDevice, deviceKey, deviceName } from './devices';
import { sessionsChanged } from './session-cache';
import {
  hasRecordedSignIn,
  listUserSessions,
  recentSignIns,
  revokeOtherSessions,
  revokeOwnSession,
  type SignIn,
} from './sessions.repository';

/** A device not among the sign-ins of this long is new (docs/decisions.md, "Security"). */
export const KNOWN_DEVICE_MS = 90 * DAY;

/**
 * Whether a sign-in comes from a new device: the account signed in before with a recorded
 * device, and none of its sign-ins of the last 90 days had this browser, system and network.
 * Read before the new session is stored.
 */
export async function isNewDevice(db: DbOrTrx, userId: number, signIn: SignIn) {
  const key = deviceKey(signIn.userAgent, signIn.clientAddress);
  const recent = await recentSignIns(db, userId, isoIn(-KNOWN_DEVICE_MS));
  if (recent.some((row) => deviceKey(row.user_agent, row.client_address) === key)) return false;
  return recent.length > 0 || (await hasRecordedSignIn(db, userId));
}

/** Queues the new-device e-mail, in the user's stored language. */
export async function queueNewDeviceMail(
  db: DbOrTrx,
  config: Config,
  user: { name: string; email: string; language: string | null },
  signIn: SignIn,
) {
  const texts = textsIn(languageOf(user.language));
  const { t } = texts;
  const mail = newDeviceMail(
    texts,
    user.name,
    deviceName(signIn.userAgent) || t('an unknown browser'),
    signIn.clientAddress,
    `${config.PUBLIC_URL}/login`,
  );
  return enqueueMail(db, { to: user.email, ...mail });
}

/** My sessions: the user's live sessions as the profile lists them, this one first. */
export async function mySessions(db: Db, userId: number, currentSessionId: number) {
  const rows = await listUserSessions(db, userId);
  const current = (row: { id: number }) => Number(row.id !== currentSessionId);
  return rows
    .sort((a, b) => current(a) - current(b))
    .map((row) => {
      const device = describeDevice(row.user_agent);
      return {
        Id: row.id,
        Browser: device.browser,
        System: device.system,
        DeviceKind: device.kind,
        Address: row.client_address,
        FirstSeen: row.created_at,
        LastSeen: row.last_used_at,
        SignedInWith: row.sign_in_method,
        Current: row.id === currentSessionId,
      };
    });
}

/** Signs one of one's own sessions out: at once on every instance, its live stream closed. */
export async function signOutSession(db: Db, userId: number, sessionId: number) {
  if (!(await revokeOwnSession(db, userId, sessionId))) {
    throw notFound(m('This session is not open.'));
  }
  sessionsChanged(db);
}

/** Every session of the user but this one; answers how many were signed out. */
export async function signOutOtherSessions(db: Db, userId: number, currentSessionId: number) {
  const count = await revokeOtherSessions(db, userId, currentSessionId);
  if (count > 0) sessionsChanged(db);
  return count;
}
