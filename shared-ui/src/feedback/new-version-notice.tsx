import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { reloadPage } from './reload-page';

/** Shown in the page's frame where a page's code is gone; a reload keeps the session. */
export function NewVersionNotice() {
  return (
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        A new version of this page is available.
      </Typography>
      <Button variant="contained" onClick={() => reloadPage()}>
        Reload
      </Button>
    </Box>
  );
}
