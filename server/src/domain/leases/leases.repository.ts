import type { DbOrTrx } from '../../db/database';

/**
 * Takes the lease of a periodic job until `until` when it is free (or already ours): with
 * several instances on one database, one runs the job at a time.
 */
export async function takeLease(
  db: DbOrTrx,
  name: string,
  holder: string,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .insertInto('job_leases')
    .values({ name, holder, until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, until })
        .where((eb) =>
          eb.or([eb('job_leases.until', '<=', now), eb('job_leases.holder', '=', holder)]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function releaseLease(db: DbOrTrx, name: string, holder: string) {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
