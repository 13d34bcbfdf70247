import type { DateTime } from 'luxon';
import type { DbOrTrx } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import { recordApplicationEvent } from '../applications/application-events.repository';
import * as applications from '../applications/applications.repository';
import { ALLOWED_FROM, type TargetStatus } from '../applications/pipeline.service';
import { backdateApplication } from './demo.repository';
import { simplePdf } from './simple-pdf';

/** The moves that lead a demo application to its status. */
export const PATHS: Record<ApplicationStatus, TargetStatus[]> = {
  Processing: [],
  Accepted: ['Accepted'],
  Passed: ['Accepted', 'Passed'],
  Declined: ['Declined'],
};

export interface DemoTimeline {
  appliedAt: DateTime;
  /** The interview's day, set by the acceptance. */
  interviewDate: string;
  /** When it was passed, after the interview. */
  passedAt: DateTime;
  adminId: number | null;
}

/**
 * Moves a demo application along its path and writes its history as a real one would have it:
 * the application arriving, then each change a day apart by the administrator, a pass the day
 * after the interview. The demo's e-mails of the past are not in the outbox, so these changes
 * show no e-mail.
 */
export async function recordDemoHistory(
  trx: DbOrTrx,
  id: number,
  path: TargetStatus[],
  { appliedAt, interviewDate, passedAt, adminId }: DemoTimeline,
) {
  await recordApplicationEvent(trx, {
    applicationId: id,
    from: null,
    to: 'Processing',
    byUserId: null,
    mailId: null,
    at: appliedAt.toUTC().toISO()!,
  });
  let from: ApplicationStatus = 'Processing';
  for (const [step, to] of path.entries()) {
    const date = to === 'Accepted' ? interviewDate : undefined;
    await applications.transitionApplication(trx, id, ALLOWED_FROM[to], to, date);
    const at = to === 'Passed' ? passedAt : appliedAt.plus({ days: step + 1 });
    await recordApplicationEvent(trx, {
      applicationId: id,
      from,
      to,
      byUserId: adminId,
      mailId: null,
      at: at.toUTC().toISO()!,
    });
    from = to;
  }
}

export interface DemoApplicant {
  name: string;
  email: string;
  phone: string;
  position: string;
  positionId: number;
  intakeId: number;
}

/**
 * A demo application with a real, small CV and letter, dated when it was made and moved to
 * `status` along its timeline.
 */
export async function demoApplication(
  trx: DbOrTrx,
  { name, email, phone, position, positionId, intakeId }: DemoApplicant,
  status: ApplicationStatus,
  timeline: DemoTimeline,
) {
  const id = await applications.insertApplicationWithFiles(
    trx,
    { name, email, phone_number: phone, position_id: positionId, intake_id: intakeId },
    [
      { kind: 'Cv', filename: 'cv.pdf', content: cv(name, position) },
      { kind: 'AttachmentLetter', filename: 'letter.pdf', content: letter(name) },
    ],
  );
  await backdateApplication(trx, id, timeline.appliedAt.toUTC().toISO()!);
  await recordDemoHistory(trx, id, PATHS[status], timeline);
  return id;
}

const cv = (name: string, position: string) =>
  simplePdf([
    `Curriculum vitae: ${name}`,
    `Applying for: ${position} internship`,
    'Education: BSc, University of Nairobi (demo)',
    'Skills: teamwork, communication, problem solving',
  ]);

const letter = (name: string) =>
  simplePdf([
    'University of Nairobi - Attachment letter (demo)',
    `This is to confirm that ${name} is a registered student`,
    'and is required to complete an industrial attachment.',
  ]);
