import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { m, useT } from 'shared-api';
import { Link as RouterLink } from 'shared-ui/router';
import { publicPaths } from '../../../api/paths';
import { MAIN_CONTENT_ID } from 'shared-ui/page-header';

const SERVICES = [
  { name: m('Advisory'), text: m('Strategy, risk and transformation work alongside our clients.') },
  { name: m('Engineering'), text: m('Software and systems built, tested and run in production.') },
  { name: m('Technology'), text: m('Cloud, data and security platforms for growing firms.') },
];

// The sections' headings name them (ids, not texts).
const SERVICES_HEADING = 'services-heading';
const APPLY_HEADING = 'apply-heading';

export interface LandingPageProps {
  /** The application form, composed in by the routes (features do not import each other). */
  applicationForm: ReactNode;
}

/** '/': the firm's services, the application form and the links to the status check and login. */
export function LandingPage({ applicationForm }: LandingPageProps) {
  const t = useT();
  const handled = t('How we handle your personal data:');
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}
    >
      <Box component="header" sx={{ mb: 5 }}>
        <Typography
          component="h1"
          variant="h3"
          color="primary"
          gutterBottom
          sx={{ fontSize: { xs: '2.25rem', sm: '3rem' } }}
        >
          {t('Internships')}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {t('Join our internship programme and work on real projects in one of our practices.')}
        </Typography>
        <Stack
          component="nav"
          aria-label={t('Applicants and users')}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
        >
          <Button component={RouterLink} to={publicPaths.applicationStatus} variant="outlined">
            {t('Check Application Status')}
          </Button>
          <Button component={RouterLink} to={publicPaths.login} variant="contained">
            {t('Log In')}
          </Button>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby={SERVICES_HEADING} sx={{ mb: 6 }}>
        <Typography id={SERVICES_HEADING} component="h2" variant="h5" gutterBottom>
          {t('Our services')}
        </Typography>
        {/* Box and Paper rather than Grid and Card: the shell already provides them, so a first
            visit downloads no MUI component of the portal's own build (docs/decisions.md). */}
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {SERVICES.map((service) => (
            <Paper key={service.name} variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography component="h3" variant="h6">
                {t(service.name)}
              </Typography>
              <Typography color="text.secondary">{t(service.text)}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby={APPLY_HEADING}>
        <Typography id={APPLY_HEADING} component="h2" variant="h5" gutterBottom>
          {t('Apply for an Internship')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('Send us your CV and a letter from your university, both as PDF files.')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {applicationForm}
        </Paper>
        {/* A plain router link: the notice's page and its call load only when it is opened. */}
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {handled} <RouterLink to={publicPaths.privacy}>{t('Privacy notice')}</RouterLink>
        </Typography>
      </Box>
    </Container>
  );
}
