import type { DbOrTrx } from '../../db/database';
import type { MailChoice } from '../../db/schema';

/** A user's stored choices, by kind (a kind not there: its default). */
export async function storedChoices(db: DbOrTrx, userId: number) {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'mail'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.kind, row.mail]));
}

/** Stores each choice, replacing the one of the same kind. */
export async function storeChoices(
  db: DbOrTrx,
  userId: number,
  choices: { kind: string; mail: MailChoice }[],
) {
  if (choices.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(choices.map((choice) => ({ user_id: userId, ...choice })))
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'kind'])
        .doUpdateSet((eb) => ({ mail: eb.ref('excluded.mail') })),
    )
    .execute();
}

export async function deleteChoicesOf(db: DbOrTrx, userId: number) {
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
}
