import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from 'shared-api';
import type { Directory } from '../api/directories';

interface DirectoryActionsProps {
  row: Directory;
  onRenew: () => void;
  onDisconnect: () => void;
  /** This directory's renewal or disconnection is under way. */
  busy: boolean;
}

/** A connected directory's 'Renew token' and 'Disconnect'; a disconnected one has none. */
export function DirectoryActions({ row, onRenew, onDisconnect, busy }: DirectoryActionsProps) {
  const t = useT();
  if (!row.Connected) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={onRenew}
        aria-label={t('Renew token for {name}', { name: row.Name })}
      >
        {t('Renew token')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={onDisconnect}
        aria-label={t('Disconnect {name}', { name: row.Name })}
      >
        {t('Disconnect')}
      </Button>
    </Stack>
  );
}
