// shared-api/evaluations: the final evaluation's criteria, recommendations and answers (issue
// 49). Plain data and types, apart from the rest of shared-api, which every first visit loads:
// the server's route schemas and the supervisor's and intern's portals read it.
import { m } from './i18n/mark';

/** The six criteria, each rated 1–5: the API's field and the label the screens show. */
export const EVALUATION_CRITERIA = [
  { field: 'TechnicalSkill', label: m('Technical skill') },
  { field: 'QualityOfWork', label: m('Quality of work') },
  { field: 'Communication', label: m('Communication') },
  { field: 'Teamwork', label: m('Teamwork') },
  { field: 'Initiative', label: m('Initiative') },
  { field: 'Reliability', label: m('Reliability') },
] as const;

export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number]['field'];

export const RECOMMENDATIONS = [
  m('Highly recommended'),
  m('Recommended'),
  m('Recommended with reservations'),
  m('Not recommended'),
] as const;

export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** What a supervisor writes: every field may stay open (null) while it is a draft. */
export type EvaluationValues = Record<EvaluationCriterion, number | null> & {
  Assessment: string | null;
  Recommendation: Recommendation | null;
};

export type Evaluation = EvaluationValues & {
  /** When it was submitted (then it is read-only); null for a draft. */
  SubmittedAt: string | null;
  /** Who wrote it; null before anything is saved. */
  Supervisor: string | null;
};

/** GET /Evaluation/{internId}: the supervisor's view. */
export interface EvaluationAnswer {
  Intern: { id: number; Name: string };
  Evaluation: Evaluation;
  /** The first day (YYYY-MM-DD, firm's time zone) it may be written; null: at any time. */
  OpensOn: string | null;
  /** Whether it may be saved or submitted today: the window is open and it is not submitted. */
  Writable: boolean;
}

/** GET /Internship/mine: the intern's intake, or null for an intern without one. */
export interface Internship {
  Name: string;
  StartsOn: string;
  EndsOn: string;
  /** Days from today (firm's time zone) to EndsOn: 0 on the last day, negative once ended. */
  DaysLeft: number;
}

export const evaluationMessages = {
  couldNotGetEvaluation: m('Could not get the Final Evaluation'),
  couldNotGetInternship: m('Could not get the Internship dates'),
  couldNotSaveEvaluation: m('Could not save the Final Evaluation'),
  couldNotSubmitEvaluation: m('Could not submit the Final Evaluation'),
  draftSaved: m('Draft saved'),
  evaluationSubmitted: m('Evaluation submitted'),
} as const;

/**
 * Why a completion letter is refused before the intake's last day (a 409 the admin's letter
 * screen shows under its catalogue message); `endsOn` as the letter prints it.
 */
export const letterNotYetMessage = (endsOn: string) =>
  `The internship ends on ${endsOn}: its completion letter can be issued from that day.`;

/**
 * The key of the verification page's check of a code (its answer: what GET /verify/{code} says,
 * or null for no such letter). The server draws /verify/{code} with that answer under this key.
 */
export const letterCheckKey = (code: string) => ['letterCheck', code] as const;
