import TextField from '@mui/material/TextField';
import type { ControllerRenderProps } from 'react-hook-form';
import type { User } from 'shared-api';

export interface PersonSelectProps {
  label: string;
  people: User[];
  field: Pick<ControllerRenderProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  error?: string;
  describe: (person: User) => string;
}

/** A native select of people, starting with an empty 'Select a choice'. */
export function PersonSelect({ label, people, field, error, describe }: PersonSelectProps) {
  return (
    <TextField
      select
      fullWidth
      required
      label={label}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Select a choice</option>
      {people.map((person) => (
        <option key={person.user_id} value={String(person.user_id)}>
          {describe(person)}
        </option>
      ))}
    </TextField>
  );
}
