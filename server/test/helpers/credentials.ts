import { insertIntake } from '../../src/domain/intakes/intakes.repository';
import { createUser } from './fixtures';
import { evaluate, joinIntake } from './internship';
import type { TestContext } from './test-app';

/**
 * An intern of an ended intake, evaluated by `supervisor`, whose letter `admin` issues: the
 * letter's code and the credential the intern downloads (issue 86).
 */
export async function issuedCredential(
  ctx: TestContext,
  admin: Record<string, string>,
  supervisor: { id: number },
) {
  const intern = await createUser(ctx, 'INT');
  const intakeId = await insertIntake(ctx.app.db, {
    name: `Intake ${intern.id}`,
    applications_open_on: '2026-01-01',
    applications_close_on: '2026-01-31',
    starts_on: '2026-02-01',
    ends_on: '2026-04-30',
  });
  await joinIntake(ctx, intern, intakeId);
  await evaluate(ctx, intern, supervisor);
  const issued = await ctx.app.inject({ method: 'POST', url: `/api/Letter/${intern.id}`, headers: admin });
  if (issued.statusCode !== 201) throw new Error(`issuing failed: ${issued.body}`);
  const download = await ctx.app.inject({
    method: 'GET',
    url: '/api/Letter/mine/credential',
    headers: intern.headers,
  });
  return { intern, code: issued.json().Code as string, credential: download.json() as object };
}

/** What POST /api/Credential/verify answers for `credential` on `ctx`'s server. */
export async function checkedOn(ctx: TestContext, credential: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Credential/verify',
    payload: { Credential: JSON.stringify(credential) },
  });
  return res.json() as { Result: string; Checks: { Check: string; Passed: boolean }[] };
}
