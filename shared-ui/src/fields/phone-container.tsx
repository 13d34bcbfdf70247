import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Apart from phone-parts, which needs the phone library: the field draws this before it loads.
// The full field and its stand-in share the look of their parts from here, so the swap from
// one to the other does not move anything.

/** The country choice: a native select, its label always above it. */
export const COUNTRY_SELECT_LOOK = {
  select: true,
  slotProps: { inputLabel: { shrink: true } },
  sx: { width: { xs: '100%', sm: 200 }, flexShrink: 0 },
} as const;

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
