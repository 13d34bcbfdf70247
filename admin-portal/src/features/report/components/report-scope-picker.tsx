import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useT } from 'shared-api';
import type { FilterOption } from 'shared-ui/table';
import type { ReportScope } from '../api/report-queries';

/** The select's value for a range of days (intakes are ids or 'none'). */
export const RANGE = 'range';

interface ReportScopePickerProps {
  options: FilterOption[];
  choice: string;
  onChoice: (choice: string) => void;
  range: { from: string; to: string };
  onRange: (range: { from: string; to: string }) => void;
  /** The server's reasons, by the range's field (`from`, `to`). */
  errors: Record<string, string>;
}

/** The scope of a choice: an intake, or the range of days typed below it. */
export const scopeOf = (choice: string, range: { from: string; to: string }): ReportScope =>
  choice === RANGE ? range : { intake: choice };

/** An intake, the default intake, or a date range with its two days. */
export function ReportScopePicker(props: ReportScopePickerProps) {
  const t = useT();
  const id = useId();
  const { range, onRange } = props;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel htmlFor={id} shrink>
          {t('Report of')}
        </InputLabel>
        <NativeSelect
          id={id}
          value={props.choice}
          onChange={(event) => props.onChoice(event.target.value)}
          input={<OutlinedInput label={t('Report of')} notched />}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value={RANGE}>{t('Applications made in a date range')}</option>
        </NativeSelect>
      </FormControl>
      {props.choice === RANGE && (
        <>
          <TextField
            size="small"
            type="date"
            label={t('First day')}
            value={range.from}
            onChange={(event) => onRange({ ...range, from: event.target.value })}
            error={Boolean(props.errors.from)}
            helperText={props.errors.from}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('Last day')}
            value={range.to}
            onChange={(event) => onRange({ ...range, to: event.target.value })}
            error={Boolean(props.errors.to)}
            helperText={props.errors.to}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
}
