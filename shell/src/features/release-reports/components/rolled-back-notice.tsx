import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { NewVersionNotice } from 'shared-ui/feedback';
import { useRolledBack } from '../hooks/use-rolled-back';

/**
 * Once a release this page runs has been rolled back, the reload notice floats over the page,
 * which stays usable meanwhile. It wraps the page rather than sitting beside it: the tree the
 * browser hydrates keeps the shape the server drew (React's generated ids depend on it).
 */
export function WithRolledBackNotice({ children }: { children: ReactNode }) {
  if (useRolledBack().length === 0) return children;
  return (
    <>
      {children}
      <Box
        sx={{
          position: 'fixed',
          bottom: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 'max-content',
          maxWidth: 'calc(100% - 32px)',
          zIndex: 'snackbar',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 6,
          '& > [role=alert]': { py: 2 },
        }}
      >
        <NewVersionNotice />
      </Box>
    </>
  );
}
