import type { Db } from '../../db/database';
import type { MailChoice, Role } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { m, type Texts } from '../../lib/texts';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import { mailChoiceOf } from './notifications.service';
import { storeChoices, storedChoices } from './preferences.repository';

/** The kinds a role receives whose e-mail is the recipient's to choose. */
export function choosableKinds(role: Role): NotificationKind[] {
  return (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((kind) => {
    const info = NOTIFICATION_KINDS[kind];
    return info.role === role && info.mail === 'optional';
  });
}

/** Each choosable kind of the user's role with its label (in `texts`) and the choice in force. */
export async function mailPreferences(db: Db, user: { id: number; role: Role }, { t }: Texts) {
  const stored = await storedChoices(db, user.id);
  return choosableKinds(user.role).map((kind) => ({
    Kind: kind,
    Label: t(NOTIFICATION_KINDS[kind].label),
    Mail: mailChoiceOf(kind, stored.get(kind) ?? null),
  }));
}

/** Stores the choices given; a kind the role cannot choose for is a 422 and nothing changes. */
export async function saveMailPreferences(
  db: Db,
  user: { id: number; role: Role },
  choices: { Kind: string; Mail: MailChoice }[],
) {
  const allowed = new Set<string>(choosableKinds(user.role));
  const refused = choices.find((choice) => !allowed.has(choice.Kind));
  if (refused) {
    throw fieldError(
      'Preferences',
      m('{kind} is not a notification you can choose for.', { kind: refused.Kind }),
    );
  }
  await storeChoices(
    db,
    user.id,
    choices.map((choice) => ({ kind: choice.Kind, mail: choice.Mail })),
  );
}
