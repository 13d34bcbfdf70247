import { m } from 'shared-api';
import type { VisitScore } from './types/visits';

/** A visit's scores on one line: 'Punctuality 4/5 · Teamwork 3/5'; '—' without criteria. */
export const scoresText = (scores: VisitScore[]) =>
  scores.length === 0
    ? '—'
    : scores.map((score) => `${score.Name} ${score.Score}/${score.MaxScore}`).join(' · ');

/** An erased academic supervisor's stand-in, as the server stores it (FORMER_NAME.ACA). */
export const FORMER_ACADEMIC_SUPERVISOR = m('Former academic supervisor');
