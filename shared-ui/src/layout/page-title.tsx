import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from 'shared-api';
import { shown } from '../i18n/shown';

/** The page's one h1, above its table or form; a text handed to it is translated here. */
export function PageTitle({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {shown(t, children)}
    </Typography>
  );
}
