import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from 'shared-api';

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The full-screen spinner shown while lists load; screen readers hear 'Loading...'. */
export function LoadingScreen({ open = true }: { open?: boolean }) {
  const t = useT();
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <Box role="status" aria-live="polite">
        <CircularProgress color="inherit" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t('Loading...')}
        </Box>
      </Box>
    </Backdrop>
  );
}
