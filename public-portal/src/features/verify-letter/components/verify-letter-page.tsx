import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from 'shared-api';
import { InlineLoading } from 'shared-ui/feedback';
import { useParams } from 'shared-ui/router';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { verifyMessages, type LetterCheck } from '../api/verify-queries';
import { useLetterCheck } from '../hooks/use-letter-check';

/** The facts printed on the letter, so the reader can compare them with the paper. */
function Facts({ letter }: { letter: LetterCheck }) {
  const logbook = letter.Logbook;
  const excused = logbook && logbook.Excused > 0 ? ` (${logbook.Excused} excused)` : '';
  const facts: [string, string][] = [
    ['Name', letter.Name],
    ['Programme', letter.Programme],
    ['Position', letter.Position ?? 'Not stated'],
    ...(letter.Intake ? [['Intake', letter.Intake] as [string, string]] : []),
    ['Dates', `${formatDate(letter.StartsOn)} to ${formatDate(letter.EndsOn)}`],
    ...(logbook
      ? ([
          ['Weeks signed', String(logbook.WeeksSigned)],
          ['Days attended', `${logbook.Present} of ${logbook.Expected} working days${excused}`],
          ['Made on', formatDate(letter.IssuedOn)],
        ] as [string, string][])
      : [['Issued on', formatDate(letter.IssuedOn)] as [string, string]]),
    ['Verification code', letter.Code],
  ];
  return (
    <Box component="dl" sx={{ m: 0, mt: 2 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mb: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 'bold', minWidth: 150 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /verify/{code}, the address printed on a completion letter or a logbook copy: whether one with
 * this code was issued and is still valid, with what it says (and nothing more).
 */
export function VerifyLetterPage() {
  const { code = '' } = useParams();
  const check = useLetterCheck(code);
  const links = [{ to: publicPaths.landing, label: 'Home' }];
  return (
    <FormPage title="Letter verification" links={links}>
      {check.isPending ? (
        <InlineLoading />
      ) : check.data ? (
        <>
          {check.data.Status === 'genuine' ? (
            <Alert severity="success">
              {check.data.Document === 'logbook'
                ? verifyMessages.genuineLogbook
                : verifyMessages.genuine}
            </Alert>
          ) : (
            <Alert severity="error">
              {verifyMessages.revokedOn(formatDate(check.data.RevokedOn ?? ''))}
            </Alert>
          )}
          <Facts letter={check.data} />
        </>
      ) : check.unknown ? (
        <>
          <Alert severity="warning">{verifyMessages.noSuchLetter}</Alert>
          <Typography sx={{ mt: 2 }}>
            No letter was issued with this code. Check that it was typed exactly as printed.
          </Typography>
        </>
      ) : (
        <Alert severity="error">{verifyMessages.couldNotVerify}</Alert>
      )}
    </FormPage>
  );
}
