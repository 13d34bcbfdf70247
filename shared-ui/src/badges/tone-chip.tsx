import Chip, { type ChipProps } from '@mui/material/Chip';
import { useT } from 'shared-api';
import { shown } from '../i18n/shown';
import type { Tone } from './status-rules';

const CHIP_COLOR: Record<Tone, ChipProps['color']> = {
  blue: 'info',
  orange: 'warning',
  green: 'success',
  red: 'error',
  grey: 'default',
  yellow: 'default',
};

// The theme has no yellow, and the spec distinguishes it from the orange of 'warning'.
const YELLOW = { bgcolor: '#fbc02d', color: 'rgba(0, 0, 0, 0.87)' };
// White small text needs 4.5:1 (WCAG AA): the theme's info.main (4.0:1) and warning.main
// (3.2:1) are too light for it, so these badges take darker shades of the same hues, the same
// in both schemes (the dark scheme's info.dark carries white at 3.9:1; this blue at 7.4:1).
const DARKER: Partial<Record<Tone, object>> = {
  blue: { bgcolor: '#01579b', color: '#fff' },
  orange: { bgcolor: '#b45309', color: '#fff' },
};

export interface ToneChipProps extends Omit<ChipProps, 'color'> {
  tone: Tone;
}

/**
 * A small badge in one of the spec's colours; `data-tone` names it for tests and styling. A text
 * label is translated here (a portal may hand it marked with m('...')).
 */
export function ToneChip({ tone, sx, label, ...props }: ToneChipProps) {
  const t = useT();
  return (
    <Chip
      size="small"
      {...props}
      label={shown(t, label)}
      color={CHIP_COLOR[tone]}
      data-tone={tone}
      sx={[tone === 'yellow' && YELLOW, DARKER[tone] ?? false, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
