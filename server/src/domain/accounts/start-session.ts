import type { Selectable } from 'kysely';
import type { Language } from 'shared-api/languages';
import type { SignInMethod, UsersTable } from '../../db/schema';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../lib/tokens';
import { keepFirstLanguage } from '../users/users.repository';
import { USER_AGENT_CHARS } from './devices';
import { isNewDevice, queueNewDeviceMail } from './my-sessions.service';
import { createSession } from './sessions.repository';

/** Where a sign-in came from: the browser's User-Agent and the client's address. */
export interface SignInClient {
  userAgent: string;
  clientAddress: string;
}

/**
 * Opens a session for a user whose sign-in is complete, however it was made (a password, with a
 * second factor, a passkey, the identity provider). A user without a language yet takes the one
 * they signed in with: their e-mails are written in it from then on. A sign-in from a new device
 * queues an e-mail to the user (`mailId`, to deliver once answered).
 */
export async function startSession(
  db: Db,
  config: Config,
  user: Selectable<UsersTable>,
  client: SignInClient,
  method: SignInMethod,
  language: Language,
) {
  const token = newToken();
  const signIn = {
    userAgent: client.userAgent.slice(0, USER_AGENT_CHARS),
    clientAddress: client.clientAddress,
    method,
  };
  const stored = user.language ?? (await keepFirstLanguage(db, user.id, language));
  const mailId = await db.transaction().execute(async (trx) => {
    const isNew = await isNewDevice(trx, user.id, signIn);
    await createSession(trx, user.id, hashToken(token), signIn);
    return isNew
      ? queueNewDeviceMail(trx, config, { ...user, language: stored }, signIn)
      : undefined;
  });
  return {
    user: { Name: user.name, user_id: user.id, Language: stored, Theme: user.theme },
    Role: [user.role],
    token,
    mailId,
  };
}

export type StartedSession = Awaited<ReturnType<typeof startSession>>;
