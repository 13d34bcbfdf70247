import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { m, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { directoriesQuery, directoryTexts } from '../api/directories';
import { ConnectDirectoryForm } from './connect-directory-form';
import { CopyTextButton } from './copy-text-button';
import { DirectoriesTable } from './directories-table';
import { NewToken, type ShownToken } from './new-token';
import { RecentChanges } from './recent-changes';

/**
 * /adminDashboard/directorySync (issue 89): the firm's directories (Entra ID, Okta, …) that
 * provision staff accounts through SCIM. Connect one and copy its token (shown once), renew or
 * disconnect it, and read what the directories changed.
 */
export function DirectorySyncPage() {
  const t = useT();
  const introId = useId();
  const connectId = useId();
  const query = useQuery(directoriesQuery());
  useQueryFailure(query.error, t(directoryTexts.loadFailure));
  const [shown, setShown] = useState<ShownToken | null>(null);
  if (query.isPending) return <LoadingScreen />;

  const scimUrl = query.data?.ScimUrl;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageTitle>{t('Directory sync')}</PageTitle>
      <Paper component="section" aria-labelledby={introId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={introId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('SCIM base URL')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t(
            "Connect the firm's directory (Microsoft Entra ID, Okta, …) and it creates, updates and deactivates staff accounts here itself, through SCIM 2.0. Paste this address and the directory's token into its provisioning settings.",
          )}
        </Typography>
        {scimUrl && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {scimUrl}
            </Typography>
            <CopyTextButton
              text={scimUrl}
              label={m('Copy the SCIM base URL')}
              copied={m('SCIM base URL copied')}
            />
          </Stack>
        )}
      </Paper>
      <Paper component="section" aria-labelledby={connectId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={connectId} component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('Connect a directory')}
        </Typography>
        <ConnectDirectoryForm onToken={setShown} />
      </Paper>
      {/* A connection's token and a renewal's alike, above the table its Renew token is in. */}
      {shown && <NewToken shown={shown} onDone={() => setShown(null)} />}
      <DirectoriesTable rows={query.data?.Directories ?? []} onToken={setShown} />
      <RecentChanges />
    </Stack>
  );
}
