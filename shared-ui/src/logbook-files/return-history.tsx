import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, useT, type LogbookReturn } from 'shared-api';

/** Every time the week was returned, oldest first: why stays readable once it is signed. */
export function ReturnHistory({ returns }: { returns: LogbookReturn[] }) {
  const t = useT();
  if (returns.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="return-history-heading">
      <CardContent>
        <Typography id="return-history-heading" variant="h6" component="h2" gutterBottom>
          {t('Why it was returned')}
        </Typography>
        <Stack component="ol" spacing={2} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {returns.map((entry) => (
            <li key={entry.At}>
              <Typography variant="body2" color="text.secondary">
                {t('Returned by {name}, {when}', {
                  name: entry.By ?? '',
                  when: formatDateTime(entry.At),
                })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.Remark}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
