import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from 'shared-api';
import { RATING_MAX, RATING_MIN } from 'shared-api/forms';
import { usePercent } from '../i18n/percent';

export interface RatingSliderProps {
  /** 0 for a new rating, or the existing one. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}

/** The rating range input, 0 to 100 in whole steps, with the value shown as a percentage. */
export function RatingSlider({ value, onChange, label, error, disabled }: RatingSliderProps) {
  const t = useT();
  const percent = usePercent();
  const labelId = `${useId()}-label`;
  return (
    <Box>
      <Typography id={labelId} gutterBottom>
        {t('{label}: {rating}', {
          label: label === undefined ? t('Rating') : label && t(label),
          rating: percent(value),
        })}
      </Typography>
      <Slider
        value={value}
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        disabled={disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={percent}
        getAriaValueText={percent}
        aria-labelledby={labelId}
        onChange={(_event, next) => onChange(Array.isArray(next) ? next[0] : next)}
      />
      {error && <FormHelperText error>{t(error)}</FormHelperText>}
    </Box>
  );
}
