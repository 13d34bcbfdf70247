import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { Intake, IntakePayload, Position } from 'shared-api';
import { intakeMessages, updateIntake } from 'shared-api/intakes';
import { showSuccess, useQueryFailure } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { intakeQuery, useInvalidateIntakes } from '../api/intake-queries';
import { IntakeForm } from './intake-form';

export interface IntakeEditProps {
  /** The intake to edit; the modal is closed without one. */
  intakeId: number | null;
  positions: Position[];
  onClose: () => void;
}

/** The 'Edit Intake' modal: loads GET /Intake/{id}/edit, saves PUT /Intake/{id}. */
export function IntakeEdit({ intakeId, positions, onClose }: IntakeEditProps) {
  const titleId = useId();
  const query = useQuery({ ...intakeQuery(intakeId ?? ''), enabled: intakeId !== null });
  useQueryFailure(query.error, intakeMessages.couldNotGetIntakeDetails);
  const failed = Boolean(query.error);
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  return (
    <Dialog
      open={intakeId !== null && !failed}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
    >
      <DialogTitle id={titleId}>Edit Intake</DialogTitle>
      {query.data && String(query.data.id) === String(intakeId) ? (
        <IntakeEditForm
          key={query.data.id}
          intake={query.data}
          positions={positions}
          onClose={onClose}
        />
      ) : (
        <DialogContent>
          <CircularProgress aria-label="Loading..." />
        </DialogContent>
      )}
    </Dialog>
  );
}

function IntakeEditForm({
  intake,
  positions,
  onClose,
}: {
  intake: Intake;
  positions: Position[];
  onClose: () => void;
}) {
  const invalidate = useInvalidateIntakes();
  const { submit } = useFormMutation({
    mutationFn: (payload: IntakePayload) => updateIntake(intake.id, payload),
    failureMessage: intakeMessages.couldNotUpdateIntake,
    onSuccess: () => {
      showSuccess(intakeMessages.intakeUpdated);
      void invalidate();
      onClose();
    },
  });
  return (
    <IntakeForm
      defaultValues={{
        Name: intake.Name,
        ApplicationsOpen: intake.ApplicationsOpen,
        ApplicationsClose: intake.ApplicationsClose,
        InternshipStart: intake.InternshipStart,
        InternshipEnd: intake.InternshipEnd,
        Positions: intake.Positions.map((position) => position.id),
      }}
      positions={positions}
      submitLabel="Save Changes"
      onSubmit={(payload, form) => submit(payload, form)}
      onClose={onClose}
    />
  );
}
