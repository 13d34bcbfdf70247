import Typography from '@mui/material/Typography';
import { formatDate, useT, type ApplicationChoices } from 'shared-api';
import { applicationWindowMessages as messages } from 'shared-api/application-window';

/**
 * When intakes are defined (issue 49): when the open intakes' applications close, or that none
 * is open and when the next one opens. Without intakes nothing is shown, as the spec has it.
 */
export function IntakeNotice({ intakes }: { intakes: ApplicationChoices['Intakes'] }) {
  // Drawn again when the language changes; the texts with values are in it when called.
  const t = useT();
  if (!intakes) return null;
  if (intakes.Open.length > 0) {
    return (
      <Typography sx={{ gridColumn: '1 / -1' }} role="status">
        {intakes.Open.map((intake) => (
          <span key={intake.Name} style={{ display: 'block' }}>
            {messages.closesOn(intake.Name, formatDate(intake.ApplicationsClose))}
          </span>
        ))}
      </Typography>
    );
  }
  // Two sentences, one after the other.
  const closed = [t(messages.noneOpen)];
  if (intakes.NextOpening) closed.push(messages.nextOpening(formatDate(intakes.NextOpening)));
  return <Typography role="status">{closed.join(' ')}</Typography>;
}
