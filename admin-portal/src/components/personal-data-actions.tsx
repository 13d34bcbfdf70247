import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from 'shared-api';

export interface PersonalDataActionsProps {
  onExport: () => void;
  onErase: () => void;
  /** An export or an erasure is under way. */
  busy: boolean;
}

/** 'Export personal data' (a ZIP) and 'Erase personal data' (after a confirmation). */
export function PersonalDataActions({ onExport, onErase, busy }: PersonalDataActionsProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('Personal data')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={onExport} disabled={busy}>
          {t('Export personal data')}
        </Button>
        <Button variant="outlined" color="error" onClick={onErase} disabled={busy}>
          {t('Erase personal data')}
        </Button>
      </Stack>
    </section>
  );
}
