import { z } from 'zod';
import { criteriaRule, universityRules } from 'shared-api/university-rules';
import { listQuerySchema } from '../../lib/list-query';
import { MAX_DB_ID } from '../../lib/numbers';
import { m, schemaText } from '../../lib/texts';
import { emailField, fieldRules, textField } from '../common';

const id = z.number().int();
const maxScore = m('Each criterion’s MaxScore must be a whole number from 1 to {max}.', {
  max: criteriaRule.maxScore,
});

export const criterionSchema = z.object({
  Name: z.string(),
  MaxScore: z.number().int(),
});

export const universityBody = z.object({
  Name: textField('Name', universityRules.universityName),
  Criteria: z
    .array(
      z.object(
        {
          Name: textField('Criteria Name', universityRules.criterionName),
          MaxScore: z
            .number({ error: schemaText(maxScore) })
            .int({ error: schemaText(maxScore) })
            .min(1, { error: schemaText(maxScore) })
            .max(criteriaRule.maxScore, { error: schemaText(maxScore) }),
        },
        { error: m('Each of the Criteria must be a Name and a MaxScore.') },
      ),
      { error: m('The Criteria field must be a list.') },
    )
    .max(criteriaRule.maxCriteria, {
      error: schemaText(
        m('A university has at most {max} criteria.', { max: criteriaRule.maxCriteria }),
      ),
    })
    .refine(
      (criteria) =>
        new Set(criteria.map((criterion) => criterion.Name.toLowerCase())).size === criteria.length,
      { error: m('Each criterion needs a name of its own.') },
    )
    .describe("The visit form's scored criteria, in their order"),
  CountersignRequired: z.boolean({
    error: m('The CountersignRequired field must be true or false.'),
  }),
});

export const universityRow = z.object({
  Id: id,
  Name: z.string(),
  Criteria: z.array(criterionSchema),
  CountersignRequired: z.boolean(),
  Students: z.number().int().describe('Active interns who name it'),
});

export const universitiesQuery = listQuerySchema(['Name'], z.never(), 'None').pick({
  page: true,
  pageSize: true,
  search: true,
});

export const pickerQuery = universitiesQuery.pick({ search: true });

export const pickerAnswer = z.object({
  Universities: z.array(z.object({ Id: id, Name: z.string() })),
});

export const academicDetailsSchema = z.object({
  University: z.object({ Id: id, Name: z.string() }).nullable(),
  StudyProgramme: z.string().nullable(),
  AcademicSupervisor: z
    .object({
      Name: z.string(),
      Email: z.string(),
      SignedUp: z.boolean().describe('They set a password or signed in'),
    })
    .nullable(),
});

const required = (field: string) => m('The {field} field is required.', { field });

export const academicDetailsBody = z
  .object({
    UniversityId: z
      .number({ error: m('The UniversityId must be a university id or null.') })
      .int({ error: m('The UniversityId must be a university id or null.') })
      .positive({ error: m('The UniversityId must be a university id or null.') })
      .max(MAX_DB_ID, { error: m('The selected university does not exist.') })
      .nullable(),
    StudyProgramme: textField('StudyProgramme', universityRules.studyProgramme).nullable(),
    AcademicSupervisorName: textField('AcademicSupervisorName', fieldRules.name).nullable(),
    AcademicSupervisorEmail: emailField('AcademicSupervisorEmail').nullable(),
  })
  .superRefine((body, ctx) => {
    // A name and an e-mail together: the account needs both; neither names nobody.
    if (body.AcademicSupervisorName !== null && body.AcademicSupervisorEmail === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['AcademicSupervisorEmail'],
        message: schemaText(required('AcademicSupervisorEmail')),
      });
    }
    if (body.AcademicSupervisorEmail !== null && body.AcademicSupervisorName === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['AcademicSupervisorName'],
        message: schemaText(required('AcademicSupervisorName')),
      });
    }
  });
