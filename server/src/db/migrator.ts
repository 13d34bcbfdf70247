import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { APP_VERSION } from '../lib/version';
import type { Db } from './database';
import { appliedMigrations } from './schema-version.repository';
import * as init from './migrations/2026112201_init';
import * as tasks from './migrations/2026112230_tasks';
import * as applicationEvents from './migrations/2026112240_application_events';
import * as listIndexes from './migrations/2026112250_list_indexes';
import * as commentsNewestIndex from './migrations/2026112360_comments_newest_index';
import * as searchIndexes from './migrations/2026112370_search_indexes';
import * as rowCounts from './migrations/2026112380_row_counts';
import * as activePeopleIndex from './migrations/2026112390_active_people_index';
import * as taskOwnerIndexes from './migrations/2026112400_task_owner_indexes';
import * as activationTokens from './migrations/2026112410_activation_tokens';
import * as passwordChangeRequired from './migrations/2026112420_password_change_required';
import * as clearDeliveredMailBodies from './migrations/2026112430_clear_delivered_mail_bodies';
import * as emailChanges from './migrations/2026112440_email_changes';
import * as pipelineCounts from './migrations/2026112450_pipeline_counts';
import * as releases from './migrations/2026112460_releases';
import * as personalData from './migrations/2026112470_personal_data';
import * as sessionChangeNotices from './migrations/2026112500_session_change_notices';
import * as unerasedApplicationsIndex from './migrations/2026112510_unerased_applications_index';
import * as rowCountsIndex from './migrations/2026112520_row_counts_index';
import * as taskNewestComment from './migrations/2026112530_task_newest_comment';
import * as loginFailureAddresses from './migrations/2026112560_login_failure_addresses';
import * as taskRatingRange from './migrations/2026112590_task_rating_range';
import * as mailWindows from './migrations/2026112610_mail_windows';
import * as userDataExports from './migrations/2026112620_user_data_exports';
import * as erasureLedger from './migrations/2026112630_erasure_ledger';
import * as intakes from './migrations/2026112640_intakes';
import * as evaluationsLetters from './migrations/2026112650_evaluations_letters';
import * as loginAttemptsChecking from './migrations/2026112660_login_attempts_checking';
import * as logbookAbsences from './migrations/2026112670_logbook_absences';
import * as logbookCopies from './migrations/2026112680_logbook_copies';
import * as activeInternsJoinedIndex from './migrations/2026112690_active_interns_joined_index';
import * as logbookWaiting from './migrations/2026112700_logbook_waiting';
import * as notifications from './migrations/2026112710_notifications';
import * as notificationMail from './migrations/2026112720_notification_mail';
import * as languages from './migrations/2026112730_languages';
import * as releaseShares from './migrations/2026112740_release_shares';
import * as accountTheme from './migrations/2026112815_account_theme';
import * as releaseReportClients from './migrations/2026112867_release_report_clients';
import * as logbookReturns from './migrations/2026112895_logbook_returns';
import * as streamTickets from './migrations/2026112900_stream_tickets';
import * as sessionDevices from './migrations/2026112910_session_devices';
import * as signInPolicy from './migrations/2026112915_sign_in_policy';
import * as twoFactor from './migrations/2026112920_two_factor';
import * as ssoRequests from './migrations/2026112930_sso_requests';
import * as passkeys from './migrations/2026112940_passkeys';
import * as imports from './migrations/2026112960_imports';
import * as university from './migrations/2026113000_university';
import * as logbookAttachments from './migrations/2026120100_logbook_attachments';
import * as commentRequestKeys from './migrations/2026120200_comment_request_keys';
import * as directories from './migrations/2026120300_directories';
import * as signInPolicyNotices from './migrations/2026120310_sign_in_policy_notices';
import * as credentials from './migrations/2026120400_credentials';
import * as interviewSlots from './migrations/2026120410_interview_slots';
import * as interviewSlotChanges from './migrations/2026120420_interview_slot_changes';

/**
 * Migrations are listed here (not read from the folder) so that they work the same under tsx,
 * jest and any bundler. Add a new file to migrations/ and one line below.
 */
const migrations: Record<string, Migration> = {
  '2026112201_init': init,
  '2026112230_tasks': tasks,
  '2026112240_application_events': applicationEvents,
  '2026112250_list_indexes': listIndexes,
  '2026112360_comments_newest_index': commentsNewestIndex,
  '2026112370_search_indexes': searchIndexes,
  '2026112380_row_counts': rowCounts,
  '2026112390_active_people_index': activePeopleIndex,
  '2026112400_task_owner_indexes': taskOwnerIndexes,
  '2026112410_activation_tokens': activationTokens,
  '2026112420_password_change_required': passwordChangeRequired,
  '2026112430_clear_delivered_mail_bodies': clearDeliveredMailBodies,
  '2026112440_email_changes': emailChanges,
  '2026112450_pipeline_counts': pipelineCounts,
  '2026112460_releases': releases,
  '2026112470_personal_data': personalData,
  '2026112500_session_change_notices': sessionChangeNotices,
  '2026112510_unerased_applications_index': unerasedApplicationsIndex,
  '2026112520_row_counts_index': rowCountsIndex,
  '2026112530_task_newest_comment': taskNewestComment,
  '2026112560_login_failure_addresses': loginFailureAddresses,
  '2026112590_task_rating_range': taskRatingRange,
  '2026112610_mail_windows': mailWindows,
  '2026112620_user_data_exports': userDataExports,
  '2026112630_erasure_ledger': erasureLedger,
  '2026112640_intakes': intakes,
  '2026112650_evaluations_letters': evaluationsLetters,
  '2026112660_login_attempts_checking': loginAttemptsChecking,
  '2026112670_logbook_absences': logbookAbsences,
  '2026112680_logbook_copies': logbookCopies,
  '2026112690_active_interns_joined_index': activeInternsJoinedIndex,
  '2026112700_logbook_waiting': logbookWaiting,
  '2026112710_notifications': notifications,
  '2026112720_notification_mail': notificationMail,
  '2026112730_languages': languages,
  '2026112740_release_shares': releaseShares,
  '2026112815_account_theme': accountTheme,
  '2026112867_release_report_clients': releaseReportClients,
  '2026112895_logbook_returns': logbookReturns,
  '2026112900_stream_tickets': streamTickets,
  '2026112910_session_devices': sessionDevices,
  '2026112915_sign_in_policy': signInPolicy,
  '2026112920_two_factor': twoFactor,
  '2026112930_sso_requests': ssoRequests,
  '2026112940_passkeys': passkeys,
  '2026112960_imports': imports,
  '2026113000_university': university,
  '2026120100_logbook_attachments': logbookAttachments,
  '2026120200_comment_request_keys': commentRequestKeys,
  '2026120300_directories': directories,
  '2026120310_sign_in_policy_notices': signInPolicyNotices,
  '2026120400_credentials': credentials,
  '2026120410_interview_slots': interviewSlots,
  '2026120420_interview_slot_changes': interviewSlotChanges,
};

/** Every migration this version knows, in order. */
export const migrationNames = () => Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * A contract step drops or renames what the previous version still uses: it ships a release
 * after the one that stopped using it (docs/upgrade.md; test/migration-rules.test.ts).
 */
export const isContractStep = (name: string) =>
  (migrations[name] as (Migration & { contract?: boolean }) | undefined)?.contract === true;

/** The migrations this code knows, oldest first; the last is its schema version. */
export const KNOWN_MIGRATIONS = Object.keys(migrations).sort();
export const KNOWN_SCHEMA = KNOWN_MIGRATIONS.at(-1)!;

/** Migrates a database up to `name` (a restore loads an older backup at its own schema). */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  const { error, results } = await createMigrator(db).migrateTo(name);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

export function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider });
}

/** A database this code cannot or should not run on; the message says what to do. */
export class SchemaError extends Error {}

export interface SchemaStatus {
  applied: { name: string; at: string }[];
  /** Known to this code, not applied yet. */
  pending: string[];
  /** Applied by a newer version: this code does not know them. */
  unknown: string[];
}

export async function schemaStatus(db: Db): Promise<SchemaStatus> {
  const applied = await appliedMigrations(db);
  const names = new Set(applied.map((migration) => migration.name));
  return {
    applied,
    pending: Object.keys(migrations)
      .sort()
      .filter((name) => !names.has(name)),
    unknown: [...names].filter((name) => !(name in migrations)),
  };
}

/** Refuses a schema migrated by a newer version, naming both versions. */
export function refuseNewerSchema(status: SchemaStatus): void {
  if (status.unknown.length === 0) return;
  throw new SchemaError(
    `The database's schema (${status.unknown.at(-1)}) is newer than this server knows ` +
      `(version ${APP_VERSION}, schema ${KNOWN_SCHEMA}): a newer version migrated it. ` +
      'Run that version, or restore a backup taken before the upgrade (docs/upgrade.md).',
  );
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/** Applies every pending migration after checking that none is unknown; answers those applied. */
export async function migrateKnownSchema(db: Db): Promise<string[]> {
  const status = await schemaStatus(db);
  refuseNewerSchema(status);
  if (status.pending.length > 0) await migrateToLatest(db);
  return status.pending;
}

/**
 * At start: migrate (MIGRATE_ON_START=on), or with it off refuse a schema behind this code, as
 * its queries would fail one request at a time instead of once, clearly, here.
 */
export async function prepareSchema(db: Db, migrate: boolean): Promise<void> {
  if (migrate) {
    await migrateKnownSchema(db);
    return;
  }
  const status = await schemaStatus(db);
  refuseNewerSchema(status);
  if (status.pending.length > 0) {
    throw new SchemaError(
      `The database's schema is behind this server (version ${APP_VERSION}): ` +
        `${status.pending.length} migration(s) pending, from ${status.pending[0]}. ` +
        'Run `npm run migrate` (MIGRATE_ON_START is off).',
    );
  }
}
