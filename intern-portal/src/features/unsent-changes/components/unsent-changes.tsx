import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from 'shared-api';
import { useKeptChanges } from '../../../hooks/use-kept-changes';
import { UnsentChangeCard } from './unsent-change-card';

/**
 * 'Changes that could not be sent' on the intern's dashboard: changes made offline that the
 * server refused when they were sent (the week signed meanwhile, the task deleted), with what
 * was written, never dropped silently. Nothing is drawn when there are none.
 */
export function UnsentChanges() {
  const t = useT();
  const headingId = useId();
  const unsent = useKeptChanges((state) => state.Unsent);
  if (unsent.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('Changes that could not be sent')}
      </Typography>
      <Typography color="text.secondary">
        {t('The server did not take these changes. Copy what you wrote before you dismiss it.')}
      </Typography>
      {unsent.map((change) => (
        <UnsentChangeCard key={change.Id} change={change} />
      ))}
    </Stack>
  );
}
