import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Apart from phone-parts, which needs the phone library: the field draws this before it loads.
export function PhoneContainer({ children }: { children?: ReactNode }) {
  return (
    // On a phone the country choice sits above the number, so neither is clipped.
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 2, sm: 1 },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}
