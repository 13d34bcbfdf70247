import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import { reloadPage } from './reload-page';

/** Shown in the page's frame where a page's code is gone; a reload keeps the session. */
export function NewVersionNotice() {
  const t = useT();
  return (
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('A new version of this page is available.')}
      </Typography>
      <Button variant="contained" onClick={() => reloadPage()}>
        {t('Reload')}
      </Button>
    </Box>
  );
}
