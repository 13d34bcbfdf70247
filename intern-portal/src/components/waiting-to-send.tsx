import Chip from '@mui/material/Chip';
import { useT } from 'shared-api';

/** Marks a change kept on the phone that the server has not received yet. */
export function WaitingToSend() {
  const t = useT();
  return <Chip size="small" variant="outlined" label={t('Waiting to send')} />;
}
