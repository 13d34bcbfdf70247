import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
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

/**
 * Migrations are listed here (not read from the folder) so that they work the same under tsx,
 * ts-jest and any bundler. Add a new file to migrations/ and one line below.
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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider });
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
