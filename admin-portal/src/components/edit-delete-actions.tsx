import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'shared-ui/router';

interface EditDeleteActionsProps {
  /** The row's name, for the buttons' accessible names ('Edit Amina Hassan'). */
  name: string;
  /** Where Edit leads, or what it does (a dialog). */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  /** This row's delete is under way. */
  deleting: boolean;
}

/** A row's Edit and Delete, as the people and positions lists show them. */
export function EditDeleteActions({
  name,
  editTo,
  onEdit,
  onDelete,
  deleting,
}: EditDeleteActionsProps) {
  const link = editTo === undefined ? {} : { component: RouterLink, to: editTo };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        onClick={onEdit}
        aria-label={`Edit ${name}`}
        {...link}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="contained"
        color="error"
        disabled={deleting}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </Stack>
  );
}
