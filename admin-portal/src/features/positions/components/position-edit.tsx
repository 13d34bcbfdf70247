import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessages, type Position, type PositionPayload } from 'shared-api';
import { positionSchema } from 'shared-api/forms';
import { useQueryFailure } from 'shared-ui/feedback';
import { positionQuery } from '../api/position-queries';
import { useUpdatePosition } from '../hooks/use-update-position';

export interface PositionEditProps {
  /** The position to edit; the modal is closed without one. */
  positionId: number | null;
  onClose: () => void;
}

/** The 'Edit Position' modal: loads GET /Position/{id}/edit, saves PUT /Position/{id}. */
export function PositionEdit({ positionId, onClose }: PositionEditProps) {
  const titleId = useId();
  const query = useQuery({ ...positionQuery(positionId ?? ''), enabled: positionId !== null });
  useQueryFailure(query.error, errorMessages.couldNotGetPositionDetails);
  const failed = Boolean(query.error);
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  return (
    <Dialog
      open={positionId !== null && !failed}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Edit Position</DialogTitle>
      {query.data && String(query.data.id) === String(positionId) ? (
        <PositionEditForm key={query.data.id} position={query.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <CircularProgress aria-label="Loading..." />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PositionEditForm({ position, onClose }: { position: Position; onClose: () => void }) {
  const { submit: send } = useUpdatePosition(position.id);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PositionPayload>({
    resolver: zodResolver(positionSchema),
    defaultValues: { Position: position.Position },
  });

  const submit = handleSubmit(async (payload) => {
    if (await send(payload, { setError, getValues })) onClose();
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <TextField
          {...register('Position')}
          label="Position"
          required
          fullWidth
          autoFocus
          autoComplete="off"
          margin="dense"
          error={Boolean(errors.Position)}
          helperText={errors.Position?.message}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save Changes
        </Button>
      </DialogActions>
    </form>
  );
}
