import type { Db, DbOrTrx } from '../../db/database';
import { languageOf, textsIn } from '../../lib/texts';
import { enqueueMail } from '../mail/outbox.repository';
import { activeAdminIds, recipientsOf } from '../notifications/notifications.repository';
import { countsSince } from './client-events.repository';
import { ReleaseRefused } from './release-check';
import type { ReleasedPackage } from './release-ids';
import { shareEndedMail } from './share-mails';
import { endShare, growShare, openShares, type ShareRow } from './release-shares.repository';
import { readLiveReleases, setLiveRelease } from './releases.repository';
import { judgeShare, type ShareRules } from './share-judge';

/** How many release groups there are: a browser's group is 0-99, a share takes those below it. */
export const RELEASE_GROUPS = 100;

/** The release each package serves a browser of `group`: its share's when the group is in it. */
export function releasesForGroup(
  live: Record<string, string>,
  shares: Record<string, ShareRow>,
  group: number,
): Record<string, string> {
  const chosen = { ...live };
  for (const share of Object.values(shares)) {
    if (group < share.percent) chosen[share.package] = share.releaseId;
  }
  return chosen;
}

/** Makes an open share's release live for everyone (a command, the screen or a grown share). */
export async function promoteShare(db: Db, pkg: ReleasedPackage, now = new Date()) {
  const share = (await openShares(db))[pkg];
  if (!share) throw new ReleaseRefused(`${pkg} has no share to promote`);
  await db.transaction().execute(async (trx) => {
    if (!(await endShare(trx, share.id, 'promoted', null, now.toISOString()))) {
      throw new ReleaseRefused(`${pkg}'s share ended meanwhile; see \`npm run releases\``);
    }
    await setLiveRelease(trx, pkg, share.releaseId, now.toISOString());
  });
  return share.releaseId;
}

/** Ends a package's open share by hand; null when it has none. */
export async function endOpenShare(db: Db, pkg: ReleasedPackage, reason: string, now = new Date()) {
  const share = (await openShares(db))[pkg];
  if (!share) return null;
  await endShare(db, share.id, 'rolled back', reason, now.toISOString());
  return share.releaseId;
}

/** Queues the e-mail to each administrator; answers the mails' ids, for the mailer to send. */
async function tellAdministrators(db: DbOrTrx, share: ShareRow, reason: string) {
  const admins = await recipientsOf(db, await activeAdminIds(db), 'release_rolled_back');
  const mailIds: number[] = [];
  for (const admin of admins) {
    const texts = textsIn(languageOf(admin.language));
    const content = shareEndedMail(texts, admin.name, share, reason);
    mailIds.push(await enqueueMail(db, { to: admin.email, ...content }));
  }
  return mailIds;
}

export interface Judged {
  package: string;
  releaseId: string;
  action: 'rolled back' | 'grown' | 'promoted';
  detail: string;
  /** The administrators' e-mails of a rollback, queued. */
  mailIds: number[];
}

/**
 * Judges every open share on both releases' figures since it began (share-judge.ts). Every
 * instance does this; the write that ends or grows a share succeeds for one of them only, and
 * that one alone tells the administrators.
 */
export async function judgeShares(db: Db, rules: ShareRules, now = new Date()): Promise<Judged[]> {
  const shares = Object.values(await openShares(db));
  if (shares.length === 0) return [];
  const live = await readLiveReleases(db);
  const judged: Judged[] = [];
  for (const share of shares) {
    const counts = await countsSince(db, share.package, new Date(share.startedAt));
    const none = { pageViews: 0, errors: 0, clients: 0, errorClients: 0 };
    const verdict = judgeShare(
      share,
      counts[share.releaseId] ?? none,
      counts[live[share.package] ?? share.baseReleaseId] ?? none,
      rules,
      now,
    );
    const at = now.toISOString();
    const { package: pkg, releaseId } = share;
    if (verdict.action === 'roll back') {
      const mailIds = await db.transaction().execute(async (trx) => {
        const done = await endShare(trx, share.id, 'rolled back automatically', verdict.reason, at);
        return done ? tellAdministrators(trx, share, verdict.reason) : null;
      });
      if (mailIds) {
        judged.push({
          package: pkg,
          releaseId,
          action: 'rolled back',
          detail: verdict.reason,
          mailIds,
        });
      }
    } else if (verdict.action === 'grow') {
      if (await growShare(db, share, verdict.percent, at)) {
        judged.push({
          package: pkg,
          releaseId,
          action: 'grown',
          detail: `to ${verdict.percent} %`,
          mailIds: [],
        });
      }
    } else if (verdict.action === 'promote') {
      try {
        await promoteShare(db, pkg as ReleasedPackage, now);
        judged.push({
          package: pkg,
          releaseId,
          action: 'promoted',
          detail: 'live for everyone',
          mailIds: [],
        });
      } catch (error) {
        if (!(error instanceof ReleaseRefused)) throw error;
      }
    }
  }
  return judged;
}
