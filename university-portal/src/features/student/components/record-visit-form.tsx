import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT, type Id } from 'shared-api';
import type { AcademicStudent, VisitPayload } from 'shared-api/academic';
import {
  ASSESSMENT_LABEL,
  emptyVisitForm,
  MET_LABEL,
  VISITED_ON_LABEL,
  visitFormSchema,
  type VisitForm,
} from 'shared-api/visit-form';
import { universityRules } from 'shared-api/university-rules';
import { useRecordVisit } from '../hooks/use-student-actions';

const shrink = { inputLabel: { shrink: true } };

/**
 * "Record a visit": the day, who was met, the assessment, and a score for each of the
 * university's criteria (none without a university). What was typed stays after a refusal.
 */
export function RecordVisitForm({ student }: { student: AcademicStudent }) {
  const t = useT();
  const { Criteria: criteria } = student;
  const schema = useMemo(
    () => visitFormSchema(criteria, { StartsOn: student.StartsOn, EndsOn: student.EndsOn }),
    [criteria, student.StartsOn, student.EndsOn],
  );
  const form = useForm<VisitForm, unknown, VisitPayload>({
    resolver: zodResolver(schema),
    defaultValues: emptyVisitForm(criteria),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const record = useRecordVisit(student.Id as Id, () => reset(emptyVisitForm(criteria)));
  const onSubmit = handleSubmit((payload) => record.submit(payload, form));
  const scoresError = errors.Scores?.message ?? errors.Scores?.root?.message;
  // The rules' messages are marked English; the server's come in the language on screen.
  const said = (message?: string) => (message ? t(message) : message);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('Record a visit')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={form.control} />
        <TextField
          {...register('VisitedOn')}
          label={t(VISITED_ON_LABEL)}
          type="date"
          required
          fullWidth
          error={Boolean(errors.VisitedOn)}
          helperText={said(errors.VisitedOn?.message)}
          slotProps={{ ...shrink, htmlInput: { min: student.StartsOn, max: student.EndsOn } }}
        />
        <TextField
          {...register('Met')}
          label={t(MET_LABEL)}
          required
          fullWidth
          error={Boolean(errors.Met)}
          helperText={said(errors.Met?.message)}
        />
        <TextField
          {...register('Assessment')}
          label={t(ASSESSMENT_LABEL)}
          required
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.Assessment)}
          helperText={
            said(errors.Assessment?.message) ??
            t('At most {max} characters', { max: universityRules.visitAssessment.max })
          }
        />
        {criteria.length > 0 && (
          <Stack spacing={2} role="group" aria-label={t('Scores')}>
            <Typography variant="subtitle1" component="h3">
              {t('Scores')}
            </Typography>
            {criteria.map((criterion, index) => (
              <TextField
                key={criterion.Name}
                {...register(`Scores.${index}`)}
                label={t('{name} (0 to {max})', { name: criterion.Name, max: criterion.MaxScore })}
                type="number"
                required
                fullWidth
                error={Boolean(errors.Scores?.[index])}
                helperText={said(errors.Scores?.[index]?.message)}
                slotProps={{ htmlInput: { min: 0, max: criterion.MaxScore, step: 1 } }}
              />
            ))}
          </Stack>
        )}
        {scoresError && <Alert severity="error">{t(scoresError)}</Alert>}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('Record the visit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
