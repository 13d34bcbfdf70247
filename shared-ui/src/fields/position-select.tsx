import { OutlinedField } from './outlined-field';
import { useT, type Position } from 'shared-api';
import type { FieldProps } from './text-fields';

export type PositionSelectProps = Omit<FieldProps, 'value' | 'onChange' | 'select'> & {
  positions: Position[];
  /** The chosen position's id, or '' for none. */
  value: string | number;
  onChange: (value: string) => void;
};

/** Position / Department select, starting with an empty 'Select a choice'. */
export function PositionSelect(props: PositionSelectProps) {
  const { positions, value, onChange, error, ref, label, ...rest } = props;
  const t = useT();
  return (
    <OutlinedField
      fullWidth
      label={label ?? t('Position')}
      {...rest}
      select
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ?? rest.helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      <option value="">{t('Select a choice')}</option>
      {positions.map((position) => (
        <option key={position.id} value={String(position.id)}>
          {position.Position}
        </option>
      ))}
    </OutlinedField>
  );
}
