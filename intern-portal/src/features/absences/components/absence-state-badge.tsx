import { useT, type AbsenceState } from 'shared-api';
import { ABSENCE_STATE_LABELS } from 'shared-api/logbook';
import { ToneChip, type Tone } from 'shared-ui/badges';

const TONES: Record<AbsenceState, Tone> = { pending: 'orange', approved: 'green', declined: 'red' };

/** An absence request's state: Pending, Approved or Declined. */
export function AbsenceStateBadge({ state }: { state: AbsenceState }) {
  const t = useT();
  return <ToneChip tone={TONES[state]} label={t(ABSENCE_STATE_LABELS[state])} />;
}
