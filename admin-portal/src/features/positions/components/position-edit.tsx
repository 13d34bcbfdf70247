import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorMessages, useT, type Position, type PositionPayload } from 'shared-api';
import { positionSchema } from 'shared-api/forms';
import { EditDialog } from '../../../components/edit-dialog';
import { positionQuery } from '../api/position-queries';
import { useUpdatePosition } from '../hooks/use-update-position';
import { DialogForm, DialogNameField } from '../../../components/dialog-form';

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
    control,
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
    <DialogForm
      control={control}
      onSubmit={submit}
      submitLabel={t('Save Changes')}
      submitting={isSubmitting}
      onClose={onClose}
    >
      <DialogNameField
        {...register('Position')}
        label={t('Position')}
        error={errors.Position?.message}
      />
    </DialogForm>
  );
}
