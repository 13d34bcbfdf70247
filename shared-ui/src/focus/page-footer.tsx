import Box from '@mui/material/Box';
import { useT } from 'shared-api';
import { Link as RouterLink } from 'shared-ui/router';

/** Where the accessibility statement lives (the public portal's page; issue 88). */
export const ACCESSIBILITY_PATH = '/accessibility';

/**
 * Every page's footer, public and signed in: the accessibility statement is linked from each, so
 * a person who meets a barrier anywhere finds whom to write to. A plain router link in a Box:
 * MUI's Link (and its Typography) would add to every first visit.
 */
export function PageFooter() {
  const t = useT();
  return (
    <Box
      component="footer"
      sx={{ px: 2, py: 2, textAlign: 'center', fontSize: '0.875rem', color: 'text.secondary' }}
    >
      <Box
        component={RouterLink}
        to={ACCESSIBILITY_PATH}
        sx={{ color: 'primary.main', display: 'inline-block', py: 0.5 }}
      >
        {t('Accessibility statement')}
      </Box>
    </Box>
  );
}
