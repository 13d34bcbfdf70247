import Chip from '@mui/material/Chip';
import { useEffect } from 'react';
import { useT } from 'shared-api';
import { announce } from 'shared-ui/feedback';

/**
 * Marks a change kept on the phone that the server has not received yet. A screen reader hears
 * it when it appears, from the live region (WCAG 4.1.3): the chip alone says nothing.
 */
export function WaitingToSend() {
  const t = useT();
  useEffect(() => announce(t('Kept on this phone: waiting to send')), [t]);
  return <Chip size="small" variant="outlined" label={t('Waiting to send')} />;
}
