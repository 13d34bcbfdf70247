import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { errorMessages, useT, type Position, type PositionPayload } from 'shared-api';
import { positionSchema } from 'shared-api/forms';
import { EditDialog } from '../../../components/edit-dialog';
import { positionQuery } from '../api/position-queries';
import { useUpdatePosition } from '../hooks/use-update-position';

export interface PositionEditProps {
  /** The position to edit; the modal is closed without one. */
  positionId: number | null;
  onClose: () => void;
}

/** The 'Edit Position' modal: loads GET /Position/{id}/edit, saves PUT /Position/{id}. */
export function PositionEdit({ positionId, onClose }: PositionEditProps) {
  const t = useT();
  return (
    <EditDialog
      title={t('Edit Position')}
      id={positionId}
      query={positionQuery}
      failureMessage={errorMessages.couldNotGetPositionDetails}
      maxWidth="xs"
      onClose={onClose}
    >
      {(position) => <PositionEditForm position={position} onClose={onClose} />}
    </EditDialog>
  );
}

function PositionEditForm({ position, onClose }: { position: Position; onClose: () => void }) {
  const t = useT();
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
          label={t('Position')}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          margin="dense"
          error={Boolean(errors.Position)}
          helperText={errors.Position?.message && t(errors.Position.message)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Save Changes')}
        </Button>
      </DialogActions>
    </form>
  );
}
