import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import { Link as RouterLink } from 'shared-ui/router';

/** Shown inside the shell when a portal cannot be loaded; the rest of the site keeps working. */
export function PortalUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('This part of the site is unavailable right now')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('Please try again in a moment.')}
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ mr: 2 }}>
        {t('Retry')}
      </Button>
      <Button component={RouterLink} to="/">
        {t('Home')}
      </Button>
    </Container>
  );
}
