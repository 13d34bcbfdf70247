import type { DbOrTrx } from '../../db/database';

/**
 * The person's part of issue 70 for their data copy (docs/decisions.md, "Personal data"): as an
 * intern, their university, programme and academic supervisor, the visits to them and their
 * countersigned weeks, whole; as an academic supervisor, only what they wrote and signed (the
 * visits' assessments are about interns, whose names are theirs).
 */
export async function readUniversityRecords(db: DbOrTrx, userId: number) {
  const [academic, workplaceVisits, countersignatures, visitsRecorded, countersignaturesGiven] =
    await Promise.all([
      db
        .selectFrom('users as u')
        .leftJoin('universities as un', 'un.id', 'u.university_id')
        .leftJoin('users as a', 'a.id', 'u.academic_supervisor_id')
        .select([
          'un.name as university',
          'u.study_programme',
          'a.name as academic_supervisor_name',
          'a.email as academic_supervisor_email',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('workplace_visits')
        .select(['visited_on', 'visitor_name', 'met', 'assessment', 'scores', 'created_at'])
        .where('intern_id', '=', userId)
        .orderBy('visited_on')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('logbook_countersignatures as c')
        .innerJoin('logbook_entries as e', 'e.id', 'c.entry_id')
        .select(['e.week_start', 'c.signer_name', 'c.signed_at'])
        .where('e.intern_id', '=', userId)
        .orderBy('e.week_start')
        .execute(),
      db
        .selectFrom('workplace_visits')
        .select(['visited_on', 'met', 'assessment', 'scores', 'created_at'])
        .where('visitor_id', '=', userId)
        .orderBy('visited_on')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('logbook_countersignatures as c')
        .innerJoin('logbook_entries as e', 'e.id', 'c.entry_id')
        .select(['e.week_start', 'c.signer_name', 'c.signed_at'])
        .where('c.signer_id', '=', userId)
        .orderBy('c.id')
        .execute(),
    ]);
  const scored = <T extends { scores: string }>(row: T) => ({
    ...row,
    scores: parseJson(row.scores),
  });
  const hasAcademic =
    academic &&
    (academic.university !== null ||
      academic.study_programme !== null ||
      academic.academic_supervisor_name !== null);
  return {
    ...(hasAcademic
      ? {
          university: {
            name: academic.university,
            studyProgramme: academic.study_programme,
            academicSupervisor:
              academic.academic_supervisor_name === null
                ? null
                : {
                    name: academic.academic_supervisor_name,
                    email: academic.academic_supervisor_email,
                  },
          },
        }
      : {}),
    workplaceVisits: workplaceVisits.map(scored),
    logbookCountersignatures: countersignatures,
    workplaceVisitsRecorded: visitsRecorded.map(scored),
    logbookCountersignaturesGiven: countersignaturesGiven,
  };
}

/** A JSON column as it reads; as stored text if it does not parse. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
