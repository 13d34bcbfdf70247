import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Language } from 'shared-api/languages';
import type { SignInMethod } from 'shared-api/sign-in-methods';
import type { Theme } from 'shared-api/themes';

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings (`toISOString()`), and calendar
 * dates `YYYY-MM-DD` text, on both databases: fixed-width strings compare and sort correctly in
 * SQL and come back identical from better-sqlite3 and pg.
 */
/** ACA: an intern's academic supervisor at their university (issue 70). */
export type Role = 'INT' | 'SUP' | 'ADM' | 'ACA';
export type ApplicationStatus = 'Processing' | 'Accepted' | 'Passed' | 'Declined';
export type FileKind = 'Cv' | 'AttachmentLetter';
export type OneTimeTokenPurpose = 'reset' | 'invite';
export type OutboxStatus = 'pending' | 'sent' | 'logged';

export interface PositionsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

/** An intake: calendar dates (YYYY-MM-DD) in the firm's time zone, bounds included. */
export interface IntakesTable {
  id: Generated<number>;
  name: string;
  applications_open_on: string;
  applications_close_on: string;
  starts_on: string;
  ends_on: string;
  created_at: string;
  updated_at: string;
}

/** The positions an intake offers. */
export interface IntakePositionsTable {
  id: Generated<number>;
  intake_id: number;
  position_id: number;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone_number: string | null;
  position_id: number | null;
  role: Role;
  password_hash: string | null;
  supervisor_id: number | null;
  application_id: number | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  /** 1 while the password is one the user did not choose (the generated first admin's). */
  password_change_required: Generated<number>;
  /** An intern's entries waiting for a signature, kept by triggers (migration 2026112700). */
  logbook_waiting: ColumnType<number, never, never>;
  /** The language of their e-mails; null until they sign in or choose one (then 'en' is used). */
  language: Language | null;
  /** Their theme (issue 67); null until they choose one (the device's setting is followed). */
  theme: Theme | null;
  /** An intern's university, or an academic supervisor's (migration 2026113000). */
  university_id: number | null;
  /** An intern's programme of study at their university. */
  study_programme: string | null;
  /** An intern's academic supervisor (a user with role ACA). */
  academic_supervisor_id: number | null;
  /** The directory that provisions this staff account through SCIM (migration 2026120300). */
  directory_id: number | null;
  /** The directory's own id for the account (SCIM `externalId`). */
  external_id: string | null;
  /** SCIM enterprise extension: the department and the manager (another user). */
  department: string | null;
  manager_id: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The sign-in's User-Agent, cut short ('' before migration 2026112910). */
  user_agent: Generated<string>;
  /** The client's address as seen behind the trusted proxies ('' before 2026112910). */
  client_address: Generated<string>;
  /** How it signed in (2026112910): shared-api/sign-in-methods. */
  sign_in_method: Generated<SignInMethod>;
}

export type { SignInMethod };

/** A notification stream's single-use ticket, kept hashed for its minute (2026112900). */
export interface StreamTicketsTable {
  token_hash: string;
  session_id: number;
  expires_at: string;
}

/** Single sign-on's steps (migration 2026112930): a `state` sent out, a `code` for the page. */
export interface SsoRequestsTable {
  key_hash: string;
  kind: 'state' | 'code';
  provider: string;
  nonce: string | null;
  code_verifier: string | null;
  user_id: number | null;
  expires_at: string;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** decisions §5: a single-use activation link for a Passed application, stored hashed. */
export interface ActivationTokensTable {
  id: Generated<number>;
  application_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** decisions §5: a change of one's own e-mail, waiting for the link sent to the new address. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  /** Where the attempt came from ('' before migration 2026112560). */
  client_address: string;
  created_at: string;
  /** 1 while the attempt's password is being checked; 0 once it failed (migration 2026112660). */
  checking: Generated<number>;
}

export interface ApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone_number: string;
  position_id: number;
  status: ApplicationStatus;
  interview_date: string | null;
  created_at: string;
  updated_at: string;
  /** The privacy notice's version the applicant applied under. */
  notice_version: string | null;
  /** When its person's data was erased; what remains is anonymous. */
  erased_at: string | null;
  /** The intake it was made in; null for the always-open default intake (no intakes defined). */
  intake_id: number | null;
  /** The language it was made in, which its e-mails are written in. */
  language: Generated<Language>;
}

export interface ApplicationFilesTable {
  id: Generated<number>;
  application_id: number;
  kind: FileKind;
  filename: string;
  size: number;
  content: Buffer;
  created_at: string;
}

/** One status change of an application (its audit record). */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  /** Null on the first event: the application arriving. */
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  /** The administrator who made the change; null for the applicant or the system. */
  by_user_id: number | null;
  /** The e-mail the change queued, if any. */
  mail_id: number | null;
  at: string;
  /**
   * 'status' for a change of status; 'file-opened', 'exported' (an administrator's copy of the
   * person's data) and 'erased' keep the status as it was.
   */
  kind: Generated<ApplicationEventKind>;
  file_kind: FileKind | null;
}

export type ApplicationEventKind =
  | 'status'
  | 'file-opened'
  | 'exported'
  | 'erased'
  | 'invited-to-book'
  | 'booked'
  | 'rescheduled'
  | 'booking-cancelled'
  | 'did-not-attend';

/** An interview slot of an intake (or one of its positions); times are ISO 8601 UTC. */
export interface InterviewSlotsTable {
  id: Generated<number>;
  /** Null: the always-open default intake (applications of no intake). */
  intake_id: number | null;
  /** Null: every position of the intake. */
  position_id: number | null;
  starts_at: string;
  ends_at: string;
  place: string | null;
  video_link: string | null;
  capacity: number;
  /** Live bookings; a booking takes a place by `booked < capacity` (docs/interview-booking.md). */
  booked: Generated<number>;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: string;
  /** Raised by every change of the slot: the booking page's free times' version. */
  changes: Generated<number>;
}

export interface InterviewSlotInterviewersTable {
  id: Generated<number>;
  slot_id: number;
  user_id: number;
}

/** That an application was invited to book (the link itself is signed, never stored). */
export interface InterviewInvitationsTable {
  id: Generated<number>;
  application_id: number;
  invited_at: string;
  invited_by: number | null;
  expires_at: string;
}

export type InterviewBookingStatus = 'booked' | 'cancelled' | 'did-not-attend';

/** One interview: its UID stays through reschedules (the slot changes, the sequence rises). */
export interface InterviewBookingsTable {
  id: Generated<number>;
  application_id: number;
  slot_id: number;
  status: InterviewBookingStatus;
  uid: string;
  sequence: number;
  reminder_sent_at: string | null;
  /** Who marked 'did-not-attend'. */
  marked_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An interviewer's calendar feed: renewing raises the generation, so the old address stops. */
export interface InterviewFeedsTable {
  user_id: number;
  generation: number;
  renewed_at: string;
}

export type PersonalDataAction = 'erase' | 'export';

/** A single-use link that lets an applicant erase or download their data (24 hours). */
export interface PersonalDataLinksTable {
  id: Generated<number>;
  application_id: number;
  action: PersonalDataAction;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type MailWindowPurpose =
  | 'activation'
  | 'personal-data-erase'
  | 'personal-data-export'
  /** Issue 70: an academic supervisor's invitation, sent again at most once a window. */
  | 'academic-invitation'
  /** Issue 89: why a person a directory manages gets no reset link (password-reset.service). */
  | 'no-password-to-reset';

/** When an address was last e-mailed a link it asked for, by purpose (one per window). */
export interface MailWindowsTable {
  purpose: MailWindowPurpose;
  /** Lower-cased. */
  address: string;
  sent_at: string;
}

/** An administrator's export of an account made without an application (who, whose, when). */
export interface UserDataExportsTable {
  id: Generated<number>;
  user_id: number;
  by_user_id: number;
  at: string;
}

/** Held by the instance running a periodic job, until `until`. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  until: string;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  /** JSON: [{ filename, contentType, content, method? }] */
  attachments: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export type TaskStatus = 'Assigned' | 'Completed';

export interface TasksTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** Calendar date, YYYY-MM-DD. */
  deadline: string;
  status: TaskStatus;
  rating: number | null;
  assigned_to: number;
  assigned_by: number;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  /** The newest comment or remark, kept by a trigger (migration 2026112530). */
  last_comment_id: number | null;
  last_comment_user_id: number | null;
  last_comment_at: string | null;
}

export interface CommentsTable {
  id: Generated<number>;
  task_id: number;
  user_id: number;
  body: string;
  created_at: string;
  updated_at: string;
  /** The Idempotency-Key it was sent with (a phone's queued comment), unique per author. */
  request_key: string | null;
}

/**
 * Applications by status (subject 'applications') and active users by role ('active_users'),
 * kept by triggers (migration 2026112380_row_counts). A bucket's count is the sum of its rows.
 */
export interface RowCountsTable {
  /** Applications by status, by `<position_id>:<status>`, and active users by role. */
  subject: 'applications' | 'applications_by_position' | 'active_users';
  bucket: string;
  n: number;
}

/** What staff must sign in with (2026112915): one row, id 1, once an administrator set it. */
export interface SignInPolicyTable {
  id: number;
  staff_two_factor_required: Generated<number>;
  staff_sso_required: Generated<number>;
  updated_at: string;
  updated_by: number | null;
}

/** A user's passkey (2026112940): the public key only, base64url, as WebAuthn gave it. */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  /** The authenticator's signature counter: a sign-in must raise it (0: it keeps none). */
  counter: Generated<number>;
  /** The transports the browser named, comma-separated ('' none). */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A passkey challenge handed out, kept hashed until used or expired (2026112940). */
export interface PasskeyChallengesTable {
  challenge_hash: string;
  purpose: 'register' | 'sign-in' | 'second-factor';
  user_id: number | null;
  expires_at: string;
}

/** A user's TOTP secret (2026112920), sealed with SECRETS_KEY; two-factor is on once confirmed. */
export interface TwoFactorSecretsTable {
  user_id: number;
  /** lib/sealed-secrets: `v1.<key id>.<iv>.<tag>.<ciphertext>`, never the secret itself. */
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  /** The time step of the last code accepted: a code is good once. */
  last_time_step: number | null;
}

/** Single-use recovery codes, as hashToken of the normalised code. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** A wrong second-factor code, counted for the lock-out. */
export interface TwoFactorFailuresTable {
  id: Generated<number>;
  user_id: number;
  created_at: string;
}

export type PendingSignInPurpose = 'second-factor' | 'set-up';

/** A right password awaiting its second step (or the set-up the policy asks first). */
export interface PendingSignInsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: PendingSignInPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type AccountEventKind =
  | 'two-factor-reset'
  | 'directory-created'
  | 'directory-updated'
  | 'directory-role'
  | 'directory-deactivated'
  | 'directory-reactivated'
  | 'directory-deleted';

/** What was done to an account by someone else (an administrator), for its audit history. */
export interface AccountEventsTable {
  id: Generated<number>;
  user_id: number;
  by_user_id: number | null;
  /** A directory's change (SCIM), with what it changed in `detail` (migration 2026120300). */
  by_directory_id: number | null;
  kind: AccountEventKind;
  detail: string | null;
  at: string;
}

/** A directory that provisions staff accounts through SCIM; its token is kept hashed. */
export interface DirectoriesTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  created_at: string;
  token_renewed_at: string;
  revoked_at: string | null;
  last_request_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  deactivated_count: Generated<number>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** A front end's release: its files are `RELEASES_DIR/<package>/<release_id>/`. */
export interface ReleasesTable {
  seq: Generated<number>;
  package: string;
  release_id: string;
  created_at: string;
  git_commit: string | null;
}

export interface LiveReleasesTable {
  package: string;
  release_id: string;
  switched_at: string;
}

export type ShareOutcome = 'promoted' | 'rolled back' | 'rolled back automatically' | 'replaced';

/** A new release live for `percent` of the release groups; ended once promoted or rolled back. */
export interface ReleaseSharesTable {
  id: Generated<number>;
  package: string;
  release_id: string;
  base_release_id: string;
  percent: number;
  auto_promote: Generated<number>;
  started_at: string;
  percent_since: string;
  ended_at: string | null;
  outcome: ShareOutcome | null;
  reason: string | null;
}

/** What the pages of a release reported in one minute (`YYYY-MM-DDTHH:MM`, UTC). */
export interface ClientEventCountsTable {
  package: string;
  release_id: string;
  minute: string;
  page_views: Generated<number>;
  errors: Generated<number>;
}

/** What one client (a keyed hash of its address) reported of a release in one minute, capped. */
export interface ReleaseReportClientsTable {
  package: string;
  release_id: string;
  minute: string;
  client: string;
  page_views: Generated<number>;
  errors: Generated<number>;
}

/** The one view each package of a drawn page may count, by the page's id (its token's). */
export interface ReleaseReportPagesTable {
  page_id: string;
  package: string;
  minute: string;
}

export type ErasureKind = 'application' | 'user';

/**
 * An erasure, by what it erased (no personal data): a restore of an older backup applies it
 * again (docs/decisions.md, "Backups"). The id and creation time together name one row.
 */
export interface ErasureLedgerTable {
  id: Generated<number>;
  kind: ErasureKind;
  subject_id: number;
  subject_created_at: string;
  erased_at: string;
}

/** An intern's final evaluation by their supervisor: a draft until submitted_at is set. */
export interface EvaluationsTable {
  id: Generated<number>;
  intern_id: number;
  supervisor_id: number | null;
  /** Each criterion 1–5 (a CHECK), null while a draft leaves it open. */
  technical_skill: number | null;
  quality_of_work: number | null;
  communication: number | null;
  teamwork: number | null;
  initiative: number | null;
  reliability: number | null;
  assessment: string | null;
  recommendation: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A completion letter. `code` is the random verification code; the name, position, intake and
 * dates are what the verification page shows and outlive the account (intern_id and pdf become
 * null on erasure).
 */
export interface CompletionLettersTable {
  id: Generated<number>;
  code: string;
  intern_id: number | null;
  issued_by: number | null;
  intern_name: string;
  position: string | null;
  intake_name: string | null;
  starts_on: string;
  ends_on: string;
  issued_on: string;
  pdf: Buffer | null;
  revoked_at: string | null;
  revoke_reason: string | null;
  created_at: string;
}

/** One intern's week (docs/decisions.md, "Logbook and attendance"); `week_start` is its Monday. */
export interface LogbookEntriesTable {
  id: Generated<number>;
  intern_id: number;
  week_start: string;
  /** Monday to Friday, one letter a day: P present, A absent, - not ticked. */
  days: Generated<string>;
  activities: Generated<string>;
  learned: Generated<string>;
  hours: number | null;
  state: 'draft' | 'submitted' | 'returned' | 'signed';
  remark: string | null;
  submitted_at: string | null;
  reviewed_by: number | null;
  reviewer_name: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One time a week was returned, kept after it is signed (migration 2026112895). */
export interface LogbookReturnsTable {
  id: Generated<number>;
  entry_id: number;
  remark: string;
  returned_by: number | null;
  returner_name: string | null;
  returned_at: string;
}

export interface AbsenceRequestsTable {
  id: Generated<number>;
  intern_id: number;
  first_day: string;
  last_day: string;
  reason: 'sick' | 'exam' | 'personal' | 'other';
  note: Generated<string>;
  state: 'pending' | 'approved' | 'declined';
  remark: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A verifiable copy of an intern's signed logbook: what its verification page shows. */
export interface LogbookCopiesTable {
  id: Generated<number>;
  code: string;
  intern_id: number | null;
  /** What it certified (the signed entries and the attendance): an unchanged logbook keeps it. */
  fingerprint: string;
  intern_name: string;
  position: string | null;
  intake_name: string | null;
  starts_on: string;
  ends_on: string;
  weeks_signed: number;
  days_expected: number;
  days_present: number;
  days_excused: number;
  days_absent: number;
  made_on: string;
  created_at: string;
}

/** A university (issue 70): the criteria its lecturers assess a workplace visit on. */
export interface UniversitiesTable {
  id: Generated<number>;
  name: string;
  /** JSON: VisitCriterion[] ({ Name, MaxScore }). */
  criteria: Generated<string>;
  /** 1: a logbook copy of its students needs every signed week countersigned. */
  countersign_required: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An academic supervisor's countersignature of a signed logbook week. */
export interface LogbookCountersignaturesTable {
  id: Generated<number>;
  entry_id: number;
  signer_id: number | null;
  signer_name: string;
  signed_at: string;
}

/** The firm's Ed25519 keys that sign credentials (2026120400; docs/credentials.md). */
export interface CredentialKeysTable {
  id: Generated<number>;
  /** The public key, multibase (z6Mk…): the issuer is `did:key:<public_key>`. */
  public_key: string;
  /** The secret key, multibase, sealed with SECRETS_KEY (lib/sealed-secrets.ts). */
  secret_key: string;
  created_at: string;
  retired_at: string | null;
  /** 1 for the key that signs new credentials; null once retired. */
  current: number | null;
}

/** A revocation status list of one key's credentials, kept signed by that key. */
export interface CredentialStatusListsTable {
  id: Generated<number>;
  key_id: number;
  length: number;
  next_index: Generated<number>;
  /** The signed BitstringStatusListCredential (JSON), re-signed when a bit is set. */
  signed: string;
  updated_at: string;
}

/** A letter's Open Badges 3.0 credential (docs/credentials.md). */
export interface CredentialsTable {
  /** A UUID: the credential's URL is `${PUBLIC_URL}/credentials/<id>`. */
  id: string;
  letter_id: number;
  status_list_id: number;
  status_index: number;
  key_id: number;
  /** The signed credential (JSON); null once the intern's account is erased. */
  document: string | null;
  issued_at: string;
  revoked_at: string | null;
}

/** An academic supervisor's visit to an intern at the workplace, with its assessment. */
export interface WorkplaceVisitsTable {
  id: Generated<number>;
  intern_id: number;
  visitor_id: number | null;
  visitor_name: string;
  visited_on: string;
  met: string;
  assessment: string;
  /** JSON: the criteria as they were, each with its score ({ Name, MaxScore, Score }). */
  scores: Generated<string>;
  created_at: string;
}

/** A photo or PDF an intern attached to a logbook week (issue 71). */
export interface LogbookAttachmentsTable {
  id: Generated<number>;
  intern_id: number;
  week_start: string;
  name: string;
  content_type: AttachmentType;
  size: number;
  content: Buffer;
  /** A 320 px JPEG of an image; null for a PDF. */
  thumbnail: Buffer | null;
  created_at: string;
}

export type AttachmentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** The one reminder an intern was sent for a week left unsubmitted. */
export interface LogbookRemindersTable {
  id: Generated<number>;
  intern_id: number;
  week_start: string;
  sent_on: string;
}

/** One event for one recipient (migration 2026112710); `kind` names what happened. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  actor_id: number | null;
  application_id: number | null;
  mail_id: number | null;
  subject: Generated<string>;
  /** What the event is about, for its link: a task's id, a week's Monday, an application's id. */
  ref: Generated<string>;
  created_at: string;
  read_at: string | null;
  /** Waiting for the recipient's daily digest, then sent in it (migration 2026112720). */
  digest: 'waiting' | 'sent' | null;
}

export type MailChoice = 'immediate' | 'digest' | 'never';

/** A user's e-mail choice for one kind of notification; none: the kind's default. */
export interface NotificationPreferencesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  mail: MailChoice;
}

export type ImportKind = 'supervisors' | 'interns' | 'positions' | 'intakes' | 'applications';
export type ImportStatus = 'uploaded' | 'running' | 'done' | 'refused' | 'failed' | 'undone';

/** An import from a spreadsheet (issue 69), its own audit record; the file only until it ends. */
export interface ImportsTable {
  id: Generated<number>;
  kind: ImportKind;
  status: ImportStatus;
  file_name: string;
  file_content: Buffer | null;
  /** JSON: the field each column (by position) goes to, or null for a column left out. */
  columns: string;
  all_or_nothing: Generated<number>;
  total_rows: Generated<number>;
  imported_rows: Generated<number>;
  skipped_rows: Generated<number>;
  /** The importing administrator's screen's: the invitations' unless a row names one. */
  language: Language;
  created_by: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  undone_by: number | null;
  undone_at: string | null;
}

/** A row an import created (a user, position, intake or application), by its id: what an undo removes. */
export interface ImportRowsTable {
  id: Generated<number>;
  import_id: number;
  entity_id: number;
}

export interface Database {
  positions: PositionsTable;
  intakes: IntakesTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  intake_positions: IntakePositionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  activation_tokens: ActivationTokensTable;
  email_changes: EmailChangesTable;
  login_failures: LoginFailuresTable;
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  application_events: ApplicationEventsTable;
  outbox: OutboxTable;
  app_secrets: AppSecretsTable;
  sign_in_policy: SignInPolicyTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_failures: TwoFactorFailuresTable;
  pending_sign_ins: PendingSignInsTable;
  account_events: AccountEventsTable;
  directories: DirectoriesTable;
  tasks: TasksTable;
  comments: CommentsTable;
  row_counts: RowCountsTable;
  releases: ReleasesTable;
  live_releases: LiveReleasesTable;
  release_shares: ReleaseSharesTable;
  client_event_counts: ClientEventCountsTable;
  release_report_clients: ReleaseReportClientsTable;
  release_report_pages: ReleaseReportPagesTable;
  personal_data_links: PersonalDataLinksTable;
  job_leases: JobLeasesTable;
  mail_windows: MailWindowsTable;
  user_data_exports: UserDataExportsTable;
  erasure_ledger: ErasureLedgerTable;
  evaluations: EvaluationsTable;
  completion_letters: CompletionLettersTable;
  logbook_entries: LogbookEntriesTable;
  logbook_returns: LogbookReturnsTable;
  absence_requests: AbsenceRequestsTable;
  logbook_copies: LogbookCopiesTable;
  logbook_reminders: LogbookRemindersTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  stream_tickets: StreamTicketsTable;
  sso_requests: SsoRequestsTable;
  universities: UniversitiesTable;
  logbook_countersignatures: LogbookCountersignaturesTable;
  workplace_visits: WorkplaceVisitsTable;
  logbook_attachments: LogbookAttachmentsTable;
  interview_slots: InterviewSlotsTable;
  interview_slot_interviewers: InterviewSlotInterviewersTable;
  interview_invitations: InterviewInvitationsTable;
  interview_bookings: InterviewBookingsTable;
  interview_feeds: InterviewFeedsTable;
  credential_keys: CredentialKeysTable;
  credential_status_lists: CredentialStatusListsTable;
  credentials: CredentialsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Application = Selectable<ApplicationsTable>;
export type OutboxMessage = Selectable<OutboxTable>;
