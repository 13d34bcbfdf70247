import { z } from 'zod/mini';
import { m } from 'shared-api';
import {
  LINE_BREAK,
  fieldRules,
  hasForbiddenCharacters,
  requiredText,
  ruleMessage,
  type TextRule,
} from 'shared-api/forms';
import { criteriaRule, universityRules } from '../../validation/university-rules';
import type { AcademicDetails, AcademicDetailsPayload } from '../../types/universities';

const maxScoreMessage = ruleMessage(m('A whole number from 1 to {max}'), {
  max: criteriaRule.maxScore,
});

/** A university's form: its name, the visit form's criteria and the countersign choice. */
export const universitySchema = z.object({
  Name: requiredText(m('Name'), universityRules.universityName),
  Criteria: z
    .array(
      z.object({
        Name: requiredText(m('Criterion'), universityRules.criterionName),
        MaxScore: z
          .number(maxScoreMessage)
          .check(
            z.int(maxScoreMessage),
            z.gte(1, maxScoreMessage),
            z.lte(criteriaRule.maxScore, maxScoreMessage),
          ),
      }),
    )
    .check(
      z.maxLength(
        criteriaRule.maxCriteria,
        ruleMessage(m('At most {max} criteria'), { max: criteriaRule.maxCriteria }),
      ),
      z.superRefine((criteria, ctx) => {
        const seen = new Set<string>();
        criteria.forEach((criterion, index) => {
          const name = criterion.Name.trim().toLowerCase();
          if (seen.has(name)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'Name'],
              message: m('Each criterion needs a name of its own'),
            });
          }
          seen.add(name);
        });
      }),
    ),
  CountersignRequired: z.boolean(),
});
export type UniversityPayload = z.infer<typeof universitySchema>;

export const EMPTY_UNIVERSITY: UniversityPayload = {
  Name: '',
  Criteria: [],
  CountersignRequired: false,
};

/** A text that may stay empty; when given, within its rule. */
function optionalText(label: string, rule: TextRule) {
  return z.string().check(
    z.refine(
      (value) => !hasForbiddenCharacters(value),
      ruleMessage(m('{label} must not contain control characters'), { label }),
    ),
    z.refine(
      (value) => !rule.oneLine || !LINE_BREAK.test(value),
      ruleMessage(m('{label} must be on one line'), { label }),
    ),
    z.trim(),
    z.refine(
      (value) => value === '' || value.length >= rule.min,
      ruleMessage(m('{label} must be at least {min} characters'), { label, min: rule.min }),
    ),
    z.maxLength(
      rule.max,
      ruleMessage(m('{label} must be at most {max} characters'), { label, max: rule.max }),
    ),
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The "University" section's form: every field may stay empty, but the academic supervisor's
 * name and e-mail go together (the server refuses one without the other too).
 */
export const academicDetailsSchema = z
  .object({
    University: z.nullable(z.object({ Id: z.number(), Name: z.string() })),
    StudyProgramme: optionalText(m('Programme of study'), universityRules.studyProgramme),
    AcademicSupervisorName: optionalText(m('Academic supervisor'), fieldRules.name),
    AcademicSupervisorEmail: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || EMAIL.test(value), m('Enter a valid email address')),
    ),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.AcademicSupervisorName !== '' && values.AcademicSupervisorEmail === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['AcademicSupervisorEmail'],
          message: m("Enter the academic supervisor's e-mail"),
        });
      }
      if (values.AcademicSupervisorEmail !== '' && values.AcademicSupervisorName === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['AcademicSupervisorName'],
          message: m("Enter the academic supervisor's name"),
        });
      }
    }),
  );
export type AcademicDetailsForm = z.infer<typeof academicDetailsSchema>;

/** The form's values from what the server holds. */
export const academicFormValues = (details: AcademicDetails): AcademicDetailsForm => ({
  University: details.University,
  StudyProgramme: details.StudyProgramme ?? '',
  AcademicSupervisorName: details.AcademicSupervisor?.Name ?? '',
  AcademicSupervisorEmail: details.AcademicSupervisor?.Email ?? '',
});

/** What the form sends: an empty field is null. */
export const academicPayload = (values: AcademicDetailsForm): AcademicDetailsPayload => ({
  UniversityId: values.University?.Id ?? null,
  StudyProgramme: values.StudyProgramme.trim() || null,
  AcademicSupervisorName: values.AcademicSupervisorName.trim() || null,
  AcademicSupervisorEmail: values.AcademicSupervisorEmail.trim() || null,
});
