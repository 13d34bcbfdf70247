import { useT, type Intake, type IntakePayload, type Position } from 'shared-api';
import { intakeMessages, updateIntake } from 'shared-api/intakes';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { EditDialog } from '../../../components/edit-dialog';
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
  const t = useT();
  return (
    <EditDialog
      title={t('Edit Intake')}
      id={intakeId}
      query={intakeQuery}
      failureMessage={intakeMessages.couldNotGetIntakeDetails}
      onClose={onClose}
    >
      {(intake) => <IntakeEditForm intake={intake} positions={positions} onClose={onClose} />}
    </EditDialog>
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
  const t = useT();
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
      submitLabel={t('Save Changes')}
      onSubmit={(payload, form) => submit(payload, form)}
      onClose={onClose}
    />
  );
}
