import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatDate, m, useT, type IntakePayload, type Position } from 'shared-api';
import { intakeSchema } from 'shared-api/intakes';
import { DialogForm, DialogNameField } from '../../../components/dialog-form';

const DATES = [
  ['ApplicationsOpen', m('Applications open')],
  ['ApplicationsClose', m('Applications close')],
  ['InternshipStart', m('Internship starts')],
  ['InternshipEnd', m('Internship ends')],
] as const;

export const EMPTY_INTAKE: IntakePayload = {
  Name: '',
  ApplicationsOpen: '',
  ApplicationsClose: '',
  InternshipStart: '',
  InternshipEnd: '',
  Positions: [],
};

export interface IntakeFormProps {
  defaultValues: IntakePayload;
  positions: Position[];
  submitLabel: string;
  onSubmit: (payload: IntakePayload, form: UseFormReturn<IntakePayload>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An intake's fields inside its modal: the name, the four dates (in the firm's time zone) and
 * the positions it offers. The server checks the dates' order; its 422 shows under the field.
 */
export function IntakeForm({
  defaultValues,
  positions,
  submitLabel,
  onSubmit,
  onClose,
}: IntakeFormProps) {
  const t = useT();
  const form = useForm<IntakePayload>({ resolver: zodResolver(intakeSchema), defaultValues });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const submit = handleSubmit((payload) => onSubmit(payload, form));
  const chosen = useWatch({ control, name: DATES.map(([name]) => name) });

  return (
    <DialogForm
      control={control}
      onSubmit={submit}
      submitLabel={submitLabel}
      submitting={isSubmitting}
      onClose={onClose}
    >
      <DialogNameField
        {...register('Name')}
        label={t('Name')}
        error={errors.Name?.message}
        hint={t('For example: January 2027 intake')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {/* The browser writes a date input's value in its own locale's order (11/12/2026):
            under it, the chosen day as every other screen writes it (12 Nov 2026). */}
        {DATES.map(([name, label], index) => (
          <TextField
            key={name}
            {...register(name)}
            label={t(label)}
            type="date"
            required
            margin="dense"
            error={Boolean(errors[name])}
            helperText={
              errors[name]?.message
                ? t(errors[name].message)
                : chosen[index] && formatDate(chosen[index])
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      <Controller
        control={control}
        name="Positions"
        render={({ field }) => (
          <FormControl
            component="fieldset"
            name={field.name}
            aria-describedby={errors.Positions ? 'intake-positions-error' : undefined}
            required
            error={Boolean(errors.Positions)}
            margin="dense"
          >
            <FormLabel component="legend">{t('Positions offered')}</FormLabel>
            {/* The fieldset groups them; a row that wraps, as MUI's FormGroup row draws it. */}
            <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
              {positions.map((position) => (
                <FormControlLabel
                  key={position.id}
                  label={position.Position}
                  control={
                    <Checkbox
                      checked={field.value.includes(position.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, position.id]
                            : field.value.filter((id) => id !== position.id),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </Box>
            {errors.Positions?.message && (
              <FormHelperText id="intake-positions-error">
                {t(errors.Positions.message)}
              </FormHelperText>
            )}
          </FormControl>
        )}
      />
    </DialogForm>
  );
}
