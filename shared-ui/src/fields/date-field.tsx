import { OutlinedField } from './outlined-field';
import { todayInTimeZone } from 'shared-api';
import { dateMessages } from 'shared-api/forms';
import type { FieldProps } from './text-fields';

export type DateFieldProps = Omit<FieldProps, 'type' | 'value' | 'onChange'> & {
  /** YYYY-MM-DD */
  value: string;
  onChange: (value: string) => void;
  /** The earliest date; today in the firm's time zone by default. */
  minDate?: string;
};

/** A date input refusing dates before today (deadlines, interview dates). */
export function DateField({ value, onChange, minDate, error, ref, ...props }: DateFieldProps) {
  const min = minDate ?? todayInTimeZone();
  // The picker hides earlier days; a typed one still needs saying.
  const tooEarly = value !== '' && value < min ? dateMessages.past : undefined;
  const message = error ?? tooEarly;
  return (
    <OutlinedField
      fullWidth
      {...props}
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputRef={ref}
      error={Boolean(message)}
      helperText={message ?? props.helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}
