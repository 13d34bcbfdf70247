import { z } from 'zod';
import {
  APPLICATION_SORTS,
  pageApplications,
  type ApplicationFilter,
  type ApplicationSort,
} from '../../domain/applications/application-list.repository';
import type { Db } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import { intakeParam, listQuerySchema, type ListRequest } from '../../lib/list-query';
import { idField } from '../../lib/numbers';
import { toApplication } from '../applications/schemas';
import { m, schemaText } from '../../lib/texts';

const sorts = Object.keys(APPLICATION_SORTS) as [ApplicationSort, ...ApplicationSort[]];

export const applicantsQuery = listQuerySchema(
  sorts,
  idField('filter'),
  "Position id: only applications for that position (the 'Application For' column)",
).extend({ intake: intakeParam });

/** The stored statuses and the texts the admin portal shows for them (decisions §4). */
const STATUS_TEXTS: Record<string, ApplicationStatus> = {
  Accepted: 'Accepted',
  'Accepted For Interview': 'Accepted',
  Passed: 'Passed',
  'Interview Passed': 'Passed',
  Declined: 'Declined',
};
const statusTexts = Object.keys(STATUS_TEXTS) as [string, ...string[]];

export const interviewsQuery = listQuerySchema(
  sorts,
  z
    .enum(statusTexts, {
      error: schemaText(
        m('The filter must be one of: {values}.', { values: statusTexts.join(', ') }),
      ),
    })
    .transform((text) => STATUS_TEXTS[text]),
  'Application status, as stored (Accepted) or as shown (Accepted For Interview)',
).extend({ intake: intakeParam });

export async function pageOfApplications(
  db: Db,
  statuses: ApplicationStatus[],
  request: ListRequest<ApplicationSort, ApplicationFilter>,
) {
  const { rows, total } = await pageApplications(db, statuses, request);
  return { Applicants: rows.map(toApplication), Total: total };
}
