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

/** The optional dropdown filter on one column; '' is 'All'. */
export function ColumnFilter({ label, value, options, onChange }: ColumnFilterProps) {
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
      <option value="">All</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedField>
  );
}
