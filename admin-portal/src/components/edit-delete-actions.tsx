import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT, type Translate } from 'shared-api';
import { Link as RouterLink } from 'shared-ui/router';
import type { ColumnHelper } from 'shared-ui/table';

interface EditDeleteActionsProps {
  /** The row's name, for the buttons' accessible names ('Edit Amina Hassan'). */
  name: string;
  /** Where Edit leads, or what it does (a dialog). */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  /** This row's delete is under way. */
  deleting: boolean;
  /** The directory that manages this person (issue 89): it deactivates them, not Delete. */
  managedBy?: string | null;
}

/** A row's Edit and Delete, as the people and positions lists show them. */
export function EditDeleteActions({
  name,
  editTo,
  onEdit,
  onDelete,
  deleting,
  managedBy,
}: EditDeleteActionsProps) {
  const t = useT();
  const reasonId = useId();
  const link = editTo === undefined ? {} : { component: RouterLink, to: editTo };
  const buttons = (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        onClick={onEdit}
        aria-label={t('Edit {name}', { name })}
        {...link}
      >
        {t('Edit')}
      </Button>
      <Button
        size="small"
        variant="contained"
        color="error"
        disabled={deleting || Boolean(managedBy)}
        onClick={onDelete}
        aria-label={t('Delete {name}', { name })}
        aria-describedby={managedBy ? reasonId : undefined}
      >
        {t('Delete')}
      </Button>
    </Stack>
  );
  if (!managedBy) return buttons;
  return (
    <Stack spacing={0.5}>
      {buttons}
      <Typography
        id={reasonId}
        variant="caption"
        color="text.secondary"
        sx={{ whiteSpace: 'normal', maxWidth: 180 }}
      >
        {t('Managed by {directory}', { directory: managedBy })}
      </Typography>
    </Stack>
  );
}

interface PersonActions {
  /** Where Edit leads for this person. */
  editTo: (userId: number) => string;
  /** useDeletePerson's `remove` and `pendingId`. */
  remove: (userId: number) => unknown;
  pendingId: unknown;
  /** The page's translator: the header is in the language on screen. */
  t: Translate;
}

/** The Action column of a people list: Edit and Delete for each person. */
export function personActionsColumn<
  Row extends { Name: string; user_id: number; ManagedBy?: string | null },
>(column: ColumnHelper<Row>, { editTo, remove, pendingId, t }: PersonActions) {
  return column.display({
    id: 'action',
    meta: { actions: true },
    header: t('Action'),
    cell: ({ row: { original } }) => (
      <EditDeleteActions
        name={original.Name}
        editTo={editTo(original.user_id)}
        onDelete={() => void remove(original.user_id)}
        deleting={pendingId === original.user_id}
        managedBy={original.ManagedBy}
      />
    ),
  });
}
