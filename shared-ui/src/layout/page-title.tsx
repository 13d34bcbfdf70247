import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's one h1, above its table or form. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
