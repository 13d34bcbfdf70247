import TextField from '@mui/material/TextField';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { DateField } from 'shared-ui/fields';

interface TaskFieldsProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  control: Control<Values>;
  errors: FieldErrors<Values>;
  /** The description's field name: TaskDescription to assign, Description to edit (spec §5). */
  descriptionName: Path<Values>;
  /** The earliest Deadline the picker offers; today unless given. */
  minDeadline?: string;
}

/** Task, its description (3 rows) and the Deadline refusing past days. */
export function TaskFields<Values extends FieldValues>({
  register,
  control,
  errors,
  descriptionName,
  minDeadline,
}: TaskFieldsProps<Values>) {
  const messageOf = (name: string) => errors[name]?.message as string | undefined;
  return (
    <>
      <TextField
        {...register('Task' as Path<Values>)}
        label="Task"
        required
        fullWidth
        error={Boolean(messageOf('Task'))}
        helperText={messageOf('Task')}
      />
      <TextField
        {...register(descriptionName)}
        label="Description"
        required
        fullWidth
        multiline
        rows={3}
        error={Boolean(messageOf(descriptionName))}
        helperText={messageOf(descriptionName)}
      />
      <Controller
        control={control}
        name={'Deadline' as Path<Values>}
        render={({ field }) => (
          <DateField
            name={field.name}
            label="Deadline"
            required
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            minDate={minDeadline}
            error={messageOf('Deadline')}
          />
        )}
      />
    </>
  );
}
