import { useT, type LogbookState } from 'shared-api';
import { LOGBOOK_STATE_LABELS } from 'shared-api/logbook';
import { ToneChip, type Tone } from 'shared-ui/badges';

const TONES: Record<LogbookState, Tone> = {
  'not started': 'grey',
  draft: 'blue',
  submitted: 'orange',
  returned: 'red',
  signed: 'green',
};

/** A week's state: Not started, Draft, Submitted, Returned or Signed. */
export function LogbookStateBadge({ state }: { state: LogbookState }) {
  const t = useT();
  return <ToneChip tone={TONES[state]} label={t(LOGBOOK_STATE_LABELS[state])} />;
}
