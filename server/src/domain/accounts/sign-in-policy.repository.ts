import type { DbOrTrx } from '../../db/database';

/** What an administrator requires of staff (administrators and supervisors) at sign-in. */
export interface SignInPolicy {
  /** Staff sign in with a second factor; one without sets it up at their next sign-in. */
  staffTwoFactorRequired: boolean;
  /** Staff sign in through the firm's identity provider only; their passwords no longer do. */
  staffSsoRequired: boolean;
}

export async function readSignInPolicy(db: DbOrTrx): Promise<SignInPolicy> {
  const row = await db
    .selectFrom('sign_in_policy')
    .select(['staff_two_factor_required', 'staff_sso_required'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    staffTwoFactorRequired: row?.staff_two_factor_required === 1,
    staffSsoRequired: row?.staff_sso_required === 1,
  };
}

export async function writeSignInPolicy(
  db: DbOrTrx,
  policy: SignInPolicy,
  adminId: number,
  now: string,
): Promise<void> {
  const values = {
    staff_two_factor_required: policy.staffTwoFactorRequired ? 1 : 0,
    staff_sso_required: policy.staffSsoRequired ? 1 : 0,
    updated_at: now,
    updated_by: adminId,
  };
  await db
    .insertInto('sign_in_policy')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
