import { releaseProblem } from '../releases/release-ids';

/**
 * What a backup holds, table by table, in the order a restore loads them (a row's references
 * are loaded before it). A table the schema gains must be added here or to DERIVED_TABLES: a
 * backup refuses a table it does not know (test/backups.test.ts checks both lists).
 */
export interface BackedUpTable {
  name: string;
  /** The primary key the rows are read and compared in: numeric keys page through big tables. */
  key: string;
  numericKey: boolean;
  /** Rows a page reads: the PDFs' table reads few at a time (up to 5 MB each). */
  pageRows: number;
  /** Columns that reference a row of the same table possibly loaded later: set after the table. */
  setAfter?: string[];
  /** Columns sealed with SECRETS_KEY (lib/sealed-secrets.ts): a restore needs the same key. */
  sealed?: string[];
  /** Why a row cannot be restored (a value the product never writes), or null. */
  rowProblem?: (row: Record<string, unknown>) => string | null;
}

const table = (
  name: string,
  { key = 'id', pageRows = 1000, ...rest }: Partial<BackedUpTable> = {},
): BackedUpTable => ({ name, key, numericKey: key === 'id' || key === 'seq', pageRows, ...rest });

// A release id names a folder the server loads code from and prunes: a backup edited to hold
// `../` would otherwise restore into code run from outside RELEASES_DIR.
const release = (row: Record<string, unknown>) => releaseProblem(row.package, row.release_id);

export const BACKED_UP_TABLES: BackedUpTable[] = [
  table('positions'),
  table('intakes'),
  table('intake_positions'),
  table('applications'),
  table('outbox', { pageRows: 200 }),
  table('universities'),
  table('directories'),
  table('users', { setAfter: ['supervisor_id', 'academic_supervisor_id', 'manager_id'] }),
  table('sessions'),
  table('one_time_tokens'),
  table('activation_tokens'),
  table('email_changes'),
  table('login_failures'),
  table('application_files', { pageRows: 32 }),
  table('application_events'),
  table('tasks'),
  table('comments'),
  table('evaluations'),
  table('completion_letters', { pageRows: 32 }),
  table('logbook_entries'),
  table('logbook_returns'),
  table('logbook_countersignatures'),
  table('workplace_visits'),
  table('logbook_attachments', { pageRows: 32 }),
  table('absence_requests'),
  table('logbook_copies'),
  table('logbook_reminders'),
  table('notifications'),
  table('notification_preferences'),
  table('personal_data_links'),
  table('user_data_exports'),
  table('erasure_ledger'),
  table('releases', { key: 'seq', rowProblem: release }),
  table('live_releases', { key: 'package', rowProblem: release }),
  table('release_shares', {
    rowProblem: (row) => release(row) ?? releaseProblem(row.package, row.base_release_id),
  }),
  table('app_secrets', { key: 'name' }),
  table('sign_in_policy'),
  table('passkeys'),
  table('two_factor_secrets', { key: 'user_id', sealed: ['secret'] }),
  table('two_factor_recovery_codes'),
  table('two_factor_failures'),
  table('account_events'),
  // An upload (its file) is kept a day at most; a restored 'running' one is failed by the next.
  table('imports', { pageRows: 32 }),
  table('import_rows'),
  table('interview_slots'),
  table('interview_slot_interviewers'),
  table('interview_invitations'),
  table('interview_bookings'),
  table('interview_feeds', { key: 'user_id' }),
];

/** Tables a backup leaves out, and why: a restore rebuilds them or needs none of them. */
export const DERIVED_TABLES: Record<string, string> = {
  row_counts: 'kept by triggers as the rows are loaded',
  job_leases: 'held by running instances only; a restored lease would block a job for its term',
  kysely_migration: "the backup's header lists the migrations; a restore applies them",
  kysely_migration_lock: "Kysely's own",
  client_event_counts:
    "pages' views and errors per minute: a restored share is judged on what pages report next",
  release_report_clients:
    "pages' views and errors per client and minute: a restored share is judged on what pages report next",
  release_report_pages: 'which drawn pages counted their view: their tokens last a day',
  stream_tickets: 'good for one stream within a minute: a page asks for another',
  passkey_challenges: 'good for one passkey ceremony within 5 minutes: a page asks for another',
  sso_requests: 'a single sign-on under way, for minutes: the person signs in again',
  pending_sign_ins: 'a password awaiting its second step, for minutes: one signs in again',
  mail_windows:
    'when each address was last e-mailed a link, for 5 minutes: a restore may send again',
};

/** SQLite's FTS5 search tables (migration 2026112370), kept by triggers as rows are loaded. */
const SEARCH_TABLE = /^(applications|users)_search(_(config|data|docsize|idx|content))?$/;

export const isDerivedTable = (name: string) => name in DERIVED_TABLES || SEARCH_TABLE.test(name);
