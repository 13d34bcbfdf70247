import TextField from '@mui/material/TextField';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useT } from 'shared-api';
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
  const t = useT();
  // A rule's message (shared-api's) in the language on screen.
  const messageOf = (name: string) => {
    const message = errors[name]?.message as string | undefined;
    return message && t(message);
  };
  return (
    <>
      <TextField
        {...register('Task' as Path<Values>)}
        label={t('Task')}
        required
        fullWidth
        error={Boolean(messageOf('Task'))}
        helperText={messageOf('Task')}
      />
      <TextField
        {...register(descriptionName)}
        label={t('Description')}
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
            label={t('Deadline')}
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
