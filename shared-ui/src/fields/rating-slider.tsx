import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RATING_MAX, RATING_MIN } from 'shared-api/forms';

export interface RatingSliderProps {
  /** 0 for a new rating, or the existing one. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}

/** The rating range input, 0 to 100 in whole steps, with the value shown as a percentage. */
export function RatingSlider({
  value,
  onChange,
  label = 'Rating',
  error,
  disabled,
}: RatingSliderProps) {
  const id = useId();
  return (
    <Box>
      <Typography id={`${id}-label`} gutterBottom>
        {label}: {value}%
      </Typography>
      <Slider
        value={value}
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        disabled={disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={(rating) => `${rating}%`}
        getAriaValueText={(rating) => `${rating}%`}
        aria-labelledby={`${id}-label`}
        onChange={(_event, next) => onChange(Array.isArray(next) ? next[0] : next)}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
