import { z } from 'zod';
import { STUDENT_SORTS, type StudentSort } from '../../domain/academic/academic.repository';
import { listQuerySchema } from '../../lib/list-query';
import { m, schemaText } from '../../lib/texts';
import { universityRules } from 'shared-api/university-rules';
import { calendarDateField, textField } from '../common';
import { evaluationSchema } from '../evaluations';
import { countersignatureSchema } from '../visits/schemas';
import { attachmentsSchema } from '../logbook/schemas';

const id = z.number().int();
const date = z.string().describe('YYYY-MM-DD, in the firm’s time zone');

export const studentsQuery = listQuerySchema(
  STUDENT_SORTS as unknown as [StudentSort, ...StudentSort[]],
  z.never(),
  'None',
).omit({ filter: true });

/** Only the page: the logbook's and the tasks' lists of one student. */
export const pageQuery = listQuerySchema(['id'], z.never(), 'None').pick({
  page: true,
  pageSize: true,
});

export const studentsSchema = z.object({
  Students: z.array(
    z.object({
      Id: id,
      Name: z.string(),
      Position: z.string().nullable(),
      Supervisor: z.string().nullable(),
      StartsOn: date,
      EndsOn: date,
      WeeksSigned: id,
      WeeksCountersigned: id,
      DaysPresent: id,
      DaysExpected: id,
    }),
  ),
  Total: z.number().int(),
});

export const criterionSchema = z.object({ Name: z.string(), MaxScore: id });

export const studentSchema = z.object({
  Id: id,
  Name: z.string(),
  Email: z.string(),
  Position: z.string().nullable(),
  Supervisor: z.string().nullable(),
  University: z.string().nullable(),
  StudyProgramme: z.string().nullable(),
  StartsOn: date,
  EndsOn: date,
  Attendance: z.object({
    DaysExpected: id,
    DaysPresent: id,
    DaysExcused: id,
    DaysAbsent: id,
  }),
  Evaluation: evaluationSchema.nullable().describe('Only once submitted'),
  LetterAvailable: z.boolean(),
  LogbookCopyAvailable: z.boolean(),
  CountersignRequired: z.boolean(),
  Criteria: z.array(criterionSchema).describe("The visit form's criteria: the university's"),
});

export const weeksSchema = z.object({
  Weeks: z.array(
    z.object({
      Id: id,
      WeekStart: date,
      WeekEnd: date,
      Days: z.array(z.object({ Date: date, Mark: z.enum(['present', 'absent']).nullable() })),
      Activities: z.string(),
      Learned: z.string(),
      Hours: id.nullable(),
      SignedBy: z.string().nullable(),
      SignedAt: z.string().nullable(),
      Countersignature: countersignatureSchema,
      Attachments: attachmentsSchema,
    }),
  ),
  Total: z.number().int(),
});

const scoreError = schemaText(m('Each score must name a criterion and give a whole number.'));

export const visitBody = z.object({
  VisitedOn: calendarDateField('VisitedOn'),
  Met: textField('Met', universityRules.visitMet),
  Assessment: textField('Assessment', universityRules.visitAssessment),
  Scores: z
    .array(
      z.object({ Name: z.string({ error: scoreError }), Score: z.number({ error: scoreError }) }),
      {
        error: schemaText(m('The Scores must be a list.')),
      },
    )
    .max(10, { error: schemaText(m('The Scores must name at most {max} criteria.', { max: 10 })) }),
});
