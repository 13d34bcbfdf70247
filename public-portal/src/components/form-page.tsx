import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from 'shared-api';
import { Link as RouterLink } from 'shared-ui/router';
import { MAIN_CONTENT_ID } from 'shared-ui/page-header';

export interface FormPageProps {
  /** The page's heading, in the language on screen (t('...')), as are `hint` and the links. */
  title: string;
  /** A short hint under the heading, e.g. 'Please use the same email as used while applying'. */
  hint?: string;
  children: ReactNode;
  /** Links under the form ('Login Now', 'Home', …). */
  links?: { to: string; label: string }[];
}

/** The frame of the portal's small form pages: one card, centred, from a 360 px phone up. */
export function FormPage({ title, hint, children, links = [] }: FormPageProps) {
  const t = useT();
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      maxWidth="sm"
      sx={{ py: { xs: 3, sm: 8 }, px: { xs: 2, sm: 3 } }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {hint && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {hint}
          </Typography>
        )}
        <Box sx={{ mt: hint ? 0 : 2 }}>{children}</Box>
        {links.length > 0 && (
          <Stack
            component="nav"
            aria-label={t('Related pages')}
            direction="row"
            spacing={3}
            sx={{ mt: 3, flexWrap: 'wrap' }}
          >
            {links.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
