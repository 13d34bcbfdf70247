import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { formatDate, m, useT } from 'shared-api';
import {
  isCredentialCheck,
  type CredentialCheck,
  type CredentialCheckAnswer,
  type CredentialResult,
} from 'shared-api/credentials';
import { CheckCircleIcon } from 'shared-ui/icons';
import { FactList } from '../../../components/fact-list';

/** Each verdict's word and colour: the word says it, the colour only repeats it. */
const VERDICTS: Record<CredentialResult, { title: string; severity: AlertColor }> = {
  valid: { title: m('Valid'), severity: 'success' },
  revoked: { title: m('Revoked'), severity: 'error' },
  tampered: { title: m('Tampered with'), severity: 'error' },
  'unknown-issuer': { title: m('Issuer not known'), severity: 'warning' },
};

function FailedIcon({ title }: { title: string }) {
  return (
    <SvgIcon color="error" titleAccess={title}>
      <path d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z" />
    </SvgIcon>
  );
}

function Checks({ checks }: { checks: CredentialCheck['Checks'] }) {
  const t = useT();
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('What was checked')}
      </Typography>
      <List dense disablePadding>
        {checks.map(({ Check, Passed }) => (
          <ListItem key={Check} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {Passed ? (
                <CheckCircleIcon color="success" titleAccess={t('Check passed')} />
              ) : (
                <FailedIcon title={t('Check failed')} />
              )}
            </ListItemIcon>
            <ListItemText primary={Check} sx={{ overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

function Subject({ subject }: { subject: NonNullable<CredentialCheck['Subject']> }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('Name'), subject.Name],
    [t('Achievement'), subject.Achievement],
    [t('Issued by'), subject.Issuer],
    [t('Issued on'), formatDate(subject.IssuedOn)],
  ];
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('What it says')}
      </Typography>
      <FactList facts={facts} mt={1} />
    </>
  );
}

/**
 * The answer of a check: the verdict in words (and its sentence, the server's, in the language
 * asked), what was checked, and what the credential says; or why the text was refused.
 */
export function CredentialAnswer({ answer }: { answer: CredentialCheckAnswer }) {
  const t = useT();
  if (!isCredentialCheck(answer)) {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        <AlertTitle>{t('Not checked')}</AlertTitle>
        {answer.message}
      </Alert>
    );
  }
  const verdict = VERDICTS[answer.Result];
  return (
    <Box component="section" aria-label={t('The answer')} sx={{ mt: 3 }}>
      <Alert severity={verdict.severity}>
        <AlertTitle>{t(verdict.title)}</AlertTitle>
        <Typography sx={{ fontWeight: 'bold' }}>{answer.message}</Typography>
      </Alert>
      {answer.Checks.length > 0 && <Checks checks={answer.Checks} />}
      {answer.Subject && <Subject subject={answer.Subject} />}
    </Box>
  );
}
