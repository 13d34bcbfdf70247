import Typography from '@mui/material/Typography';
import type { ApplicationChoices } from 'shared-api';
import { applicationWindowMessages as messages } from 'shared-api/application-window';

/** '2027-01-15' as '15 January 2027': a calendar date, read in no time zone. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * When intakes are defined (issue 49): when the open intakes' applications close, or that none
 * is open and when the next one opens. Without intakes nothing is shown, as the spec has it.
 */
export function IntakeNotice({ intakes }: { intakes: ApplicationChoices['Intakes'] }) {
  if (!intakes) return null;
  if (intakes.Open.length > 0) {
    return (
      <Typography sx={{ gridColumn: '1 / -1' }} role="status">
        {intakes.Open.map((intake) => (
          <span key={intake.Name} style={{ display: 'block' }}>
            {messages.closesOn(intake.Name, longDate(intake.ApplicationsClose))}
          </span>
        ))}
      </Typography>
    );
  }
  return (
    <Typography role="status">
      {messages.noneOpen}
      {intakes.NextOpening && ` ${messages.nextOpening(longDate(intakes.NextOpening))}`}
    </Typography>
  );
}
