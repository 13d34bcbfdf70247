import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useT, type IntakePayload, type Position } from 'shared-api';
import { createIntake, intakeMessages } from 'shared-api/intakes';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { useInvalidateIntakes } from '../api/intake-queries';
import { EMPTY_INTAKE, IntakeForm } from './intake-form';

/** 'Add Intake' at the top of the intakes page, and its modal. */
export function IntakeCreate({ positions }: { positions: Position[] }) {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidateIntakes();
  const { submit } = useFormMutation({
    mutationFn: createIntake,
    failureMessage: intakeMessages.couldNotAddNewIntake,
    onSuccess: () => {
      showSuccess(intakeMessages.intakeAdded);
      setOpen(false);
      void invalidate();
    },
  });

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {t('Add Intake')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>{t('Add Intake')}</DialogTitle>
        {open && (
          <IntakeForm
            defaultValues={EMPTY_INTAKE}
            positions={positions}
            submitLabel={t('Add')}
            onSubmit={(payload: IntakePayload, form) => submit(payload, form)}
            onClose={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
}
