import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useT } from 'shared-api';
import type { FilterOption } from 'shared-ui/table';

interface IntakeSelectProps {
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * Which intake a table or the charts show; nothing when the installation has no intakes. Made of
 * MUI's parts, not shared-ui's fields (they bring the forms' validation library) nor its table
 * filter (the table part): the dashboard shows it and loads neither.
 */
export function IntakeSelect({ options, value, onChange }: IntakeSelectProps) {
  const t = useT();
  const id = useId();
  if (!options.length) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 220, mb: 2 }}>
      <InputLabel htmlFor={id} shrink>
        {t('Intake')}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={t('Intake')} notched />}
      >
        <option value="">{t('All intakes')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
