import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from 'shared-api';
import { NotFoundPage } from '../../errors/components/not-found-page';
import type { PortalName } from '../api/load-portal';
import { usePortal } from '../hooks/use-portal';
import { PortalUnavailable } from './portal-unavailable';

/** Mounts a portal's route tree where the shell's router matched it. */
export function RemoteRoutes({ remote }: { remote: PortalName }) {
  const t = useT();
  const { portal, retry } = usePortal(remote);

  if (portal.status === 'failed') return <PortalUnavailable onRetry={retry} />;
  if (portal.status === 'loading') {
    return (
      <Box
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}
      >
        <CircularProgress aria-label={t('Loading...')} />
      </Box>
    );
  }
  const { Routes } = portal;
  return <Routes notFound={<NotFoundPage />} />;
}
