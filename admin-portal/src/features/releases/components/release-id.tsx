import Box from '@mui/material/Box';
import { shortRelease } from '../api/get-releases';
import { NONE } from './release-figures';

/** A release id by its first 8 digits; the whole id is its title (an abbreviation's expansion). */
export function ReleaseId({ release }: { release: string | null | undefined }) {
  if (!release) return NONE;
  return (
    <Box
      component="abbr"
      title={release}
      sx={{ fontFamily: 'monospace', textDecoration: 'none', whiteSpace: 'nowrap' }}
    >
      {shortRelease(release)}
    </Box>
  );
}
