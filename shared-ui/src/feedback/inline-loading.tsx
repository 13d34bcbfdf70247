import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from 'shared-api';
import { visuallyHidden } from './loading-screen';

/** A spinner in place of one part of a page (the rest stays usable); 'Loading...' for readers. */
export function InlineLoading() {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {t('Loading...')}
      </Box>
    </Box>
  );
}
