import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from 'shared-api';
import type { PackageReleases } from '../api/get-releases';

interface ReleaseActionsProps {
  row: PackageReleases;
  onPromote: () => void;
  onRollBack: () => void;
  /** This package's promotion or rollback is under way. */
  busy: boolean;
}

/** A package's Promote (only with a share to promote) and Roll back. */
export function ReleaseActions({ row, onPromote, onRollBack, busy }: ReleaseActionsProps) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        disabled={busy || !row.Share}
        onClick={onPromote}
        aria-label={t('Promote {package}', { package: row.Package })}
      >
        {t('Promote')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={onRollBack}
        aria-label={t('Roll back {package}', { package: row.Package })}
      >
        {t('Roll back')}
      </Button>
    </Stack>
  );
}
