import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from 'shared-api';
import {
  deleteUniversity,
  getUniversitiesPage,
  universityKeys,
  type University,
} from 'shared-api/universities';
import { LoadingScreen, showSuccess } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { universityTexts } from '../university-texts';
import { UniversityDialog } from './university-dialogs';

const column = createColumnHelper<University>();

/**
 * /adminDashboard/universities (issue 70): the interns' universities, each with its visit
 * criteria and whether a logbook copy needs the academic supervisor's countersignature; add,
 * edit, and delete one nobody names (the 409 says who does).
 */
export function UniversitiesPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<'new' | University | null>(null);
  const { query, rows, server } = usePagedQuery<University>({
    queryKey: universityKeys.list(),
    fetchPage: getUniversitiesPage,
    failureMessage: universityTexts.couldNotGet,
  });
  const { run: remove, pendingId } = useConfirmedMutation({
    mutationFn: (id: number) => deleteUniversity(id),
    confirm: () => ({ question: universityTexts.confirmDelete, destructive: true }),
    failureMessage: universityTexts.couldNotDelete,
    failureKind: 'message',
    onSuccess: () => {
      showSuccess(universityTexts.deleted);
      return queryClient.invalidateQueries({ queryKey: universityKeys.all });
    },
  });

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    // By name always (the server's order): no column sorts.
    column.accessor('Name', { header: t('Name'), enableSorting: false }),
    column.accessor(
      (row) =>
        row.Criteria.map((criterion) => `${criterion.Name} (${criterion.MaxScore})`).join(', ') ||
        '—',
      { id: 'Criteria', header: t('Visit criteria'), enableSorting: false },
    ),
    column.accessor((row) => (row.CountersignRequired ? t('Yes') : t('No')), {
      id: 'CountersignRequired',
      header: t('Countersignature needed'),
      enableSorting: false,
    }),
    column.accessor('Students', { header: t('Students'), enableSorting: false }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <EditDeleteActions
          name={original.Name}
          onEdit={() => setEditing(original)}
          onDelete={() => void remove(original.Id)}
          deleting={pendingId === original.Id}
        />
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Universities')}</PageTitle>
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        exportFileName="universities"
        getRowId={(row) => String(row.Id)}
        stackOnPhone
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('Add University')}
          </Button>
        }
      />
      <UniversityDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
