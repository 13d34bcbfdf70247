import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, useT } from 'shared-api';
import { useLastFetched } from '../hooks/use-last-fetched';
import { useOnline } from '../hooks/use-online';

/**
 * Says so when the browser is offline, and how old what it shows is (the newest answer in the
 * query cache, which the intern's offline data restores). Always in the page, empty while
 * online: a polite live region is read out when its text changes. After the page, held at the
 * foot of the screen while the page scrolls (sticky), so it never covers the page's last line.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  const lastFetched = useLastFetched();
  const text =
    lastFetched > 0
      ? t('You are offline. What you see was last fetched at {time}.', {
          time: formatDateTime(new Date(lastFetched).toISOString()),
        })
      : t('You are offline.');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ position: 'sticky', bottom: 0, zIndex: 'snackbar' }}
    >
      {!online && (
        <Typography
          variant="body2"
          sx={{
            px: 2,
            py: 1,
            boxShadow: 6,
            bgcolor: 'warning.light',
            color: 'common.black',
            textAlign: 'center',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Typography>
      )}
    </Box>
  );
}
