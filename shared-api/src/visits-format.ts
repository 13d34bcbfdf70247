import type { VisitScore } from './types/visits';

/** A visit's scores on one line: 'Punctuality 4/5 · Teamwork 3/5'; '—' without criteria. */
export const scoresText = (scores: VisitScore[]) =>
  scores.length === 0
    ? '—'
    : scores.map((score) => `${score.Name} ${score.Score}/${score.MaxScore}`).join(' · ');
