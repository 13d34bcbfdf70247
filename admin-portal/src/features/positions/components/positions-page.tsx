import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages, useT, type Position } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { positionsQuery } from 'shared-ui/profile';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { PageTitle } from 'shared-ui/layout';
import { PositionCreate } from './position-create';
import { PositionEdit } from './position-edit';
import { useDeletePosition } from '../hooks/use-delete-position';
import { EditDeleteActions } from '../../../components/edit-delete-actions';

const column = createColumnHelper<Position>();

/** /adminDashboard/positions: add, rename and delete the positions (departments). */
export function PositionsPage() {
  const t = useT();
  const query = useQuery(positionsQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetPositions);
  const [editing, setEditing] = useState<number | null>(null);
  const { remove, pendingId } = useDeletePosition();

  if (query.isPending) return <LoadingScreen />;

  const columns = [
    column.accessor('id', { header: t('ID') }),
    column.accessor('Position', { header: t('Position') }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <EditDeleteActions
          name={original.Position}
          onEdit={() => setEditing(original.id)}
          onDelete={() => void remove(original.id)}
          deleting={pendingId === original.id}
        />
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Positions')}</PageTitle>
      <PositionCreate />
      <DataTable
        columns={columns}
        data={query.data ?? []}
        exportFileName="positions"
        getRowId={(row) => String(row.id)}
      />
      <PositionEdit positionId={editing} onClose={() => setEditing(null)} />
    </>
  );
}
