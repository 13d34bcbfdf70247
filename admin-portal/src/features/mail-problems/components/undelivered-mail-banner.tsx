import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'shared-ui/router';
import { formatDateTime, useT } from 'shared-api';
import { undeliveredMailQuery } from '../../../api/pipeline-queries';
import { adminPaths } from '../../../api/paths';

// Checked again every minute while the dashboard is open, so an SMTP outage shows by itself.
const RECHECK_MS = 60_000;
/** Between the warning and its link. */
const GAP = ' ';

/**
 * The dashboard's warning while e-mails wait for delivery. A failed check stays quiet here (the
 * list's own page reports it): a warning about warnings would only add noise.
 */
export function UndeliveredMailBanner() {
  const t = useT();
  const { data: mails = [] } = useQuery({
    ...undeliveredMailQuery(),
    refetchInterval: RECHECK_MS,
  });
  if (mails.length === 0) return null;
  const oldest = mails.reduce(
    (first, mail) => (mail.Since < first ? mail.Since : first),
    mails[0].Since,
  );
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{t('E-mails are not being delivered')}</AlertTitle>
      {t(
        '{count, plural, one {# email has} other {# emails have}} not been delivered yet (the oldest since {since}); check the mail server.',
        { count: mails.length, since: formatDateTime(oldest) },
      )}
      {GAP}
      <Link component={RouterLink} to={adminPaths.undeliveredMail} color="inherit">
        {t('See Undelivered E-mails')}
      </Link>
    </Alert>
  );
}
