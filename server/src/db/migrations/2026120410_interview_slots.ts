import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<any> and import nothing from the app.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 87: interviews the applicant books (docs/interview-booking.md). Slots of an intake (or
 * one of its positions) with their interviewers; `booked` counts the live bookings, so a booking
 * takes a place by a conditional update (`booked < capacity`). A booking is one interview: its
 * iCalendar UID stays through reschedules (the slot changes, `sequence` rises). One live booking
 * per application is a partial unique index. An invitation records that an application was
 * invited to book (its link is signed, not stored). A feed generation renews an interviewer's
 * calendar feed address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('interview_slots')
    .addColumn('id', idType, id)
    .addColumn('intake_id', 'integer', (c) => c.references('intakes.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.references('positions.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('place', 'text')
    .addColumn('video_link', 'text')
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interview_slots_starts')
    .on('interview_slots')
    .columns(['starts_at', 'id'])
    .execute();
  await db.schema
    .createIndex('interview_slots_intake')
    .on('interview_slots')
    .columns(['intake_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('interview_slot_interviewers')
    .addColumn('id', idType, id)
    .addColumn('slot_id', 'integer', (c) =>
      c.notNull().references('interview_slots.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('interview_slot_interviewers_unique')
    .on('interview_slot_interviewers')
    .columns(['slot_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('interview_slot_interviewers_user')
    .on('interview_slot_interviewers')
    .columns(['user_id', 'slot_id'])
    .execute();

  await db.schema
    .createTable('interview_invitations')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().unique().references('applications.id').onDelete('cascade'),
    )
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('interview_bookings')
    .addColumn('id', idType, id)
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('interview_slots.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminder_sent_at', 'text')
    .addColumn('marked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interview_bookings_live_application')
    .on('interview_bookings')
    .column('application_id')
    .unique()
    .where(sql.ref('status'), '=', 'booked')
    .execute();
  await db.schema
    .createIndex('interview_bookings_slot')
    .on('interview_bookings')
    .columns(['slot_id', 'status'])
    .execute();

  await db.schema
    .createTable('interview_feeds')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('renewed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('interview_feeds').execute();
  await db.schema.dropTable('interview_bookings').execute();
  await db.schema.dropTable('interview_invitations').execute();
  await db.schema.dropTable('interview_slot_interviewers').execute();
  await db.schema.dropTable('interview_slots').execute();
}
