import type { TextRule } from './field-rules';

/**
 * Issue 70's rules (a university, a criterion of its visit form, an intern's programme, a visit), apart
 * from field-rules.ts, which every first visit's forms load: only the University screens and the
 * server read these ('shared-api/university-rules').
 */
export const universityRules = {
  universityName: { min: 2, max: 150, oneLine: true },
  criterionName: { min: 1, max: 60, oneLine: true },
  studyProgramme: { min: 2, max: 150, oneLine: true },
  visitMet: { min: 2, max: 200, oneLine: true },
  visitAssessment: { min: 1, max: 2000, oneLine: false },
} as const satisfies Record<string, TextRule>;

/** A university's visit criteria: how many, and the highest maximum score. */
export const criteriaRule = { maxCriteria: 10, maxScore: 10 } as const;
