import { useT } from 'shared-api';
import { OutlinedField } from '../fields/outlined-field';

export interface FilterOption {
  value: string;
  label: string;
}

interface ColumnFilterProps {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}

/** The optional dropdown filter on one column; '' is 'All'. Its texts are translated here. */
export function ColumnFilter({ label, value, options, onChange }: ColumnFilterProps) {
  const t = useT();
  return (
    <OutlinedField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">{t('All')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label && t(option.label)}
        </option>
      ))}
    </OutlinedField>
  );
}
