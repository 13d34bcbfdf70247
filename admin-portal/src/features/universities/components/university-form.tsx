import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useT } from 'shared-api';
import { criteriaRule, universitySchema, type UniversityPayload } from 'shared-api/universities';
import { DialogForm, DialogNameField } from '../../../components/dialog-form';

export interface UniversityFormProps {
  defaultValues: UniversityPayload;
  submitLabel: string;
  onSubmit: (
    payload: UniversityPayload,
    form: UseFormReturn<UniversityPayload>,
  ) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A university's fields inside its modal (add and edit share it): the name, whether a logbook
 * copy needs the academic supervisor's countersignature, and the visit form's criteria, each a
 * name and a maximum score, added and removed row by row.
 */
export function UniversityForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onClose,
}: UniversityFormProps) {
  const t = useT();
  const form = useForm<UniversityPayload>({
    resolver: zodResolver(universitySchema),
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const criteria = useFieldArray({ control, name: 'Criteria' });
  const submit = handleSubmit((payload) => onSubmit(payload, form));
  const listError = errors.Criteria?.message ?? errors.Criteria?.root?.message;

  return (
    <DialogForm
      control={control}
      onSubmit={submit}
      submitLabel={submitLabel}
      submitting={isSubmitting}
      onClose={onClose}
    >
      <DialogNameField {...register('Name')} label={t('Name')} error={errors.Name?.message} />
      <Controller
        control={control}
        name="CountersignRequired"
        render={({ field }) => (
          <FormControlLabel
            label={t("A logbook copy needs the academic supervisor's countersignature")}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {t('Visit criteria')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('The academic supervisor scores each on a workplace visit.')}
      </Typography>
      {criteria.fields.map((row, index) => (
        <Box
          key={row.id}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 9rem auto' },
            mt: 1,
          }}
        >
          <TextField
            {...register(`Criteria.${index}.Name`)}
            label={t('Criterion')}
            required
            autoComplete="off"
            margin="dense"
            error={Boolean(errors.Criteria?.[index]?.Name)}
            helperText={
              errors.Criteria?.[index]?.Name?.message && t(errors.Criteria[index].Name.message)
            }
          />
          <TextField
            {...register(`Criteria.${index}.MaxScore`, { valueAsNumber: true })}
            label={t('Maximum score')}
            type="number"
            required
            margin="dense"
            slotProps={{ htmlInput: { min: 1, max: criteriaRule.maxScore, step: 1 } }}
            error={Boolean(errors.Criteria?.[index]?.MaxScore)}
            helperText={
              errors.Criteria?.[index]?.MaxScore?.message &&
              t(errors.Criteria[index].MaxScore.message)
            }
          />
          <Button
            onClick={() => criteria.remove(index)}
            aria-label={t('Remove criterion {number}', { number: index + 1 })}
            sx={{ mt: { sm: 2 } }}
          >
            {t('Remove')}
          </Button>
        </Box>
      ))}
      {listError && <FormHelperText error>{t(listError)}</FormHelperText>}
      <Button
        onClick={() => criteria.append({ Name: '', MaxScore: 5 })}
        disabled={criteria.fields.length >= criteriaRule.maxCriteria}
        sx={{ mt: 1 }}
      >
        {t('Add criterion')}
      </Button>
    </DialogForm>
  );
}
