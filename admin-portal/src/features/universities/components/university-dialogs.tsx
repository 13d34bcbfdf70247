import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from 'shared-api';
import {
  EMPTY_UNIVERSITY,
  createUniversity,
  universityKeys,
  updateUniversity,
  type University,
  type UniversityPayload,
} from 'shared-api/universities';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { universityTexts } from '../university-texts';
import { UniversityForm } from './university-form';

export interface UniversityDialogProps {
  /** 'new', a university to edit, or null: closed. */
  editing: 'new' | University | null;
  onClose: () => void;
}

/** The 'Add University' and 'Edit University' modal: one form for both. */
export function UniversityDialog({ editing, onClose }: UniversityDialogProps) {
  const t = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const isNew = editing === 'new';
  const { submit } = useFormMutation({
    mutationFn: async (payload: UniversityPayload) => {
      if (editing === 'new' || editing === null) await createUniversity(payload);
      else await updateUniversity(editing.Id, payload);
    },
    failureMessage: isNew ? universityTexts.couldNotAdd : universityTexts.couldNotSave,
    // A name already taken is a 409 under Name.
    failureOptions: { fieldErrorStatuses: [409, 422] },
    onSuccess: async () => {
      showSuccess(isNew ? universityTexts.added : universityTexts.saved);
      await queryClient.invalidateQueries({ queryKey: universityKeys.all });
      onClose();
    },
  });
  return (
    <Dialog open={editing !== null} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{isNew ? t('Add University') : t('Edit University')}</DialogTitle>
      {editing !== null && (
        <UniversityForm
          defaultValues={
            editing === 'new'
              ? EMPTY_UNIVERSITY
              : {
                  Name: editing.Name,
                  Criteria: editing.Criteria,
                  CountersignRequired: editing.CountersignRequired,
                }
          }
          submitLabel={isNew ? t('Add') : t('Save Changes')}
          onSubmit={(payload, form) => submit(payload, form)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
