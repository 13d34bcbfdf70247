import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from 'shared-api';
import { Link as RouterLink } from 'shared-ui/router';
import { MAIN_CONTENT_ID } from 'shared-ui/page-header';

/**
 * The frame of the shell's full-page messages (404, unauthorized, unexpected error). `title` is a
 * marked text (shared-api's pageMessages), shown in the language on screen.
 */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      maxWidth="sm"
      sx={{ py: 10, textAlign: 'center' }}
    >
      <Typography component="h1" variant="h5" gutterBottom>
        {t(title)}
      </Typography>
      {children}
      <Button component={RouterLink} to="/" variant="outlined" sx={{ mt: 3 }}>
        {t('Home')}
      </Button>
    </Container>
  );
}
