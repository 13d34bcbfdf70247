import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatDate, useT } from 'shared-api';
import { InlineLoading } from 'shared-ui/feedback';
import { useParams } from 'shared-ui/router';
import { publicPaths } from '../../../api/paths';
import { FactList } from '../../../components/fact-list';
import { FormPage } from '../../../components/form-page';
import { verifyMessages, type LetterCheck } from '../api/verify-queries';
import { useLetterCheck } from '../hooks/use-letter-check';

/** The facts printed on the letter, so the reader can compare them with the paper. */
function Facts({ letter }: { letter: LetterCheck }) {
  const t = useT();
  const logbook = letter.Logbook;
  const days = (counts: NonNullable<LetterCheck['Logbook']>) => {
    const values = { present: counts.Present, expected: counts.Expected, excused: counts.Excused };
    return counts.Excused > 0
      ? t('{present} of {expected} working days ({excused} excused)', values)
      : t('{present} of {expected} working days', values);
  };
  const dates = { start: formatDate(letter.StartsOn), end: formatDate(letter.EndsOn) };
  const facts: [string, string][] = [
    [t('Name'), letter.Name],
    [t('Programme'), letter.Programme],
    [t('Position'), letter.Position ?? t('Not stated')],
    ...(letter.Intake ? [[t('Intake'), letter.Intake] as [string, string]] : []),
    [t('Dates'), t('{start} to {end}', dates)],
    ...(logbook
      ? ([
          [t('Weeks signed'), String(logbook.WeeksSigned)],
          [t('Days attended'), days(logbook)],
          [t('Made on'), formatDate(letter.IssuedOn)],
        ] as [string, string][])
      : [[t('Issued on'), formatDate(letter.IssuedOn)] as [string, string]]),
    [t('Verification code'), letter.Code],
  ];
  return <FactList facts={facts} />;
}

/**
 * /verify/{code}, the address printed on a completion letter or a logbook copy: whether one with
 * this code was issued and is still valid, with what it says (and nothing more).
 */
export function VerifyLetterPage() {
  const t = useT();
  const { code = '' } = useParams();
  const check = useLetterCheck(code);
  const links = [
    { to: publicPaths.landing, label: t('Home') },
    { to: publicPaths.verifyCredential, label: t('Check a credential file instead') },
  ];
  return (
    <FormPage title={t('Letter verification')} links={links}>
      {check.isPending ? (
        <InlineLoading />
      ) : check.data ? (
        <>
          {check.data.Status === 'genuine' ? (
            <Alert severity="success">
              {t(
                check.data.Document === 'logbook'
                  ? verifyMessages.genuineLogbook
                  : verifyMessages.genuine,
              )}
            </Alert>
          ) : (
            <Alert severity="error">
              {t(verifyMessages.revokedOn, { date: formatDate(check.data.RevokedOn ?? '') })}
            </Alert>
          )}
          <Facts letter={check.data} />
        </>
      ) : check.unknown ? (
        <>
          <Alert severity="warning">{t(verifyMessages.noSuchLetter)}</Alert>
          <Typography sx={{ mt: 2 }}>
            {t('No letter was issued with this code. Check that it was typed exactly as printed.')}
          </Typography>
        </>
      ) : (
        <Alert severity="error">{t(verifyMessages.couldNotVerify)}</Alert>
      )}
    </FormPage>
  );
}
