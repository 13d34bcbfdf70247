import { useMemo } from 'react';
import { formatDate, useT, type Translate } from 'shared-api';
import { academicMessages, getStudentsPage, type AcademicStudentRow } from 'shared-api/academic';
import { LoadingScreen } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { Link } from 'shared-ui/router';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { universityPaths } from '../../../api/paths';
import { universityKeys } from '../../../api/query-keys';

const column = createColumnHelper<AcademicStudentRow>();

// The server sorts by Name and StartsOn only; the other headers do not sort.
const columnsFor = (t: Translate) => [
  column.accessor('Name', {
    header: t('Name'),
    cell: ({ row: { original } }) => (
      <Link to={universityPaths.student(original.Id)}>{original.Name}</Link>
    ),
  }),
  column.accessor((student) => student.Position ?? '—', {
    id: 'Position',
    header: t('Position'),
    enableSorting: false,
  }),
  column.accessor((student) => student.Supervisor ?? '—', {
    id: 'Supervisor',
    header: t('Workplace supervisor'),
    enableSorting: false,
  }),
  column.accessor((student) => `${formatDate(student.StartsOn)} – ${formatDate(student.EndsOn)}`, {
    id: 'StartsOn',
    header: t('Dates'),
  }),
  column.accessor(
    (student) =>
      t('{signed} signed, {countersigned} countersigned', {
        signed: student.WeeksSigned,
        countersigned: student.WeeksCountersigned,
      }),
    { id: 'Weeks', header: t('Logbook weeks'), enableSorting: false },
  ),
  column.accessor(
    (student) =>
      t('{present} of {expected} days', {
        present: student.DaysPresent,
        expected: student.DaysExpected,
      }),
    { id: 'Attendance', header: t('Attendance'), enableSorting: false },
  ),
];

/** /universityDashboard: the academic supervisor's students, one page at a time. */
export function StudentsPage() {
  const t = useT();
  const { query, rows, server } = usePagedQuery({
    queryKey: universityKeys.students,
    fetchPage: getStudentsPage,
    failureMessage: academicMessages.couldNotGetStudents,
  });
  const columns = useMemo(() => columnsFor(t), [t]);

  if (query.isPending) return <LoadingScreen />;
  return (
    <>
      <PageTitle>{t('My students')}</PageTitle>
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        getRowId={(student) => String(student.Id)}
        stackOnPhone
      />
    </>
  );
}
