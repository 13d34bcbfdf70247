import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';

/** Shown inside the shell when a portal cannot be loaded; the rest of the site keeps working. */
export function PortalUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        This part of the site is unavailable right now
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Please try again in a moment.
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ mr: 2 }}>
        Retry
      </Button>
      <Button component={RouterLink} to="/">
        Home
      </Button>
    </Container>
  );
}
