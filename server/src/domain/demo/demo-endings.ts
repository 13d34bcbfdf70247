import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { isoNow } from '../../lib/time';
import { saveEvaluation } from '../evaluations/evaluations.repository';
import { issueLetter } from '../letters/letters.service';

/** An intern the demo evaluates: in the ended intake (submitted) or the running one (a draft). */
export interface DemoEvaluated {
  internId: number;
  supervisorId: number;
  ended: boolean;
}

/**
 * The ended intake's intern has a submitted evaluation (and, once the demo is committed, a
 * letter); the printed intern's supervisor has begun theirs, as one would in the last week.
 */
export async function evaluateDemoInterns(trx: DbOrTrx, interns: DemoEvaluated[]) {
  for (const { internId, supervisorId, ended } of interns) {
    const scores = ended
      ? { technical_skill: 4, quality_of_work: 5, communication: 4, teamwork: 5, initiative: 4 }
      : {
          technical_skill: 4,
          quality_of_work: 4,
          communication: null,
          teamwork: null,
          initiative: null,
        };
    await saveEvaluation(
      trx,
      internId,
      supervisorId,
      {
        ...scores,
        reliability: ended ? 5 : null,
        assessment: ended
          ? 'Naomi delivered every task on time, explained her work clearly to the client team ' +
            'and took the lead on the onboarding checklist. She would be an asset to any team.'
          : 'Kevin has grown steadily; the payments tests are still open.',
        recommendation: ended ? 'Highly recommended' : null,
      },
      ended ? isoNow() : null,
    );
  }
}

/** The completion letter of each ended intern, issued by the demo's administrator. */
export async function issueDemoLetters(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  interns: DemoEvaluated[],
  adminId: number,
) {
  for (const { internId } of interns.filter((intern) => intern.ended)) {
    const { code } = await issueLetter(db, config, internId, adminId);
    log.info(`demo completion letter: ${config.PUBLIC_URL}/verify/${code}`);
  }
}
