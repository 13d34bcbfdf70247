import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * What a checked document says, as terms and their values (a <dl>): one per row, the value
 * wrapping under its term on a phone. The letter's and the credential's answers both draw it.
 */
export function FactList({ facts, mt = 2 }: { facts: [string, string][]; mt?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, mt }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mb: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 'bold', minWidth: 150 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
