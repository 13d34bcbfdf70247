import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { m, useT } from 'shared-api';

/** The Interns list's `logbook` parameter: '' is every intern. */
export type LogbookFilter = '' | 'overdue' | 'unsigned';

const CHOICES: [LogbookFilter, string][] = [
  ['', m('All logbooks')],
  ['overdue', m('Overdue: last week not submitted')],
  ['unsigned', m('Waiting for a signature')],
];

interface LogbookSelectProps {
  value: LogbookFilter;
  onChange: (value: LogbookFilter) => void;
}

/** Narrows the Interns list to interns whose logbook is overdue or waits for a signature. */
export function LogbookSelect({ value, onChange }: LogbookSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 220, mb: 2, ml: { sm: 2 } }}>
      <InputLabel htmlFor={id} shrink>
        {t('Logbook')}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as LogbookFilter)}
        input={<OutlinedInput label={t('Logbook')} notched />}
      >
        {CHOICES.map(([choice, label]) => (
          <option key={choice} value={choice}>
            {t(label)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
