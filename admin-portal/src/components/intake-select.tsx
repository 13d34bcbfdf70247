import { OutlinedField } from 'shared-ui/fields';
import type { FilterOption } from 'shared-ui/table';

interface IntakeSelectProps {
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/** Which intake a table or the charts show; nothing when the installation has no intakes. */
export function IntakeSelect({ options, value, onChange }: IntakeSelectProps) {
  if (!options.length) return null;
  return (
    <OutlinedField
      select
      size="small"
      label="Intake"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 220, mb: 2 }}
    >
      <option value="">All intakes</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedField>
  );
}
