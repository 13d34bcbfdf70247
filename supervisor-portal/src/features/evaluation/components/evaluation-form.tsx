import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { m, useT, type Id } from 'shared-api';
import type { EvaluationValues } from 'shared-api/evaluations';
import { fieldRules } from 'shared-api/field-rules';
import { ConfirmDialog } from 'shared-ui/feedback';
import {
  EVALUATION_CRITERIA,
  RECOMMENDATIONS,
  draftSchema,
  submitSchema,
  toForm,
  toValues,
  type EvaluationForm as Values,
} from '../api/evaluation-api';
import { useEvaluationMutations } from '../hooks/use-evaluation-mutations';

const SCALE = [m('1 – Poor'), m('2 – Fair'), m('3 – Good'), m('4 – Very good'), m('5 – Excellent')];
const draftResolver = zodResolver(draftSchema) as unknown as Resolver<Values>;
const submitResolver = zodResolver(submitSchema) as unknown as Resolver<Values>;

/** The six criteria, the assessment and the recommendation; saved as a draft or submitted. */
export function EvaluationForm({
  internId,
  evaluation,
}: {
  internId: Id;
  evaluation: EvaluationValues;
}) {
  const t = useT();
  // A draft may leave anything open; a submit checks every field first.
  const submitting = useRef(false);
  const form = useForm<Values>({
    resolver: (...args) => (submitting.current ? submitResolver : draftResolver)(...args),
    defaultValues: toForm(evaluation),
  });
  const { control, handleSubmit, formState } = form;
  const { save, submit } = useEvaluationMutations(internId);
  const [confirming, setConfirming] = useState(false);

  const onSave = (values: Values) => save.submit(toValues(values), form);
  const onSubmit = (values: Values) => submit.submit(toValues(values), form);
  const validate = (forSubmit: boolean, then: (values: Values) => unknown) => {
    submitting.current = forSubmit;
    void handleSubmit(then)();
  };

  // A rule's message in the language on screen: `{criterion}` is the field's own label.
  const errorText = (message: string | undefined, label: string) =>
    message && t(message, { criterion: label, max: fieldRules.assessment.max });
  const select = (name: keyof Values, label: string, options: string[][]) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select
          label={label}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message, label)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('Not chosen yet')}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()}>
      <FormErrorSummary
        control={form.control}
        textOf={(message, label) => errorText(message, label ?? '')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {EVALUATION_CRITERIA.map(({ field, label }) =>
          select(
            field,
            t(label),
            SCALE.map((text, index) => [String(index + 1), t(text)]),
          ),
        )}
      </Box>
      <Controller
        control={control}
        name="Assessment"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('Assessment')}
            multiline
            minRows={4}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={
              errorText(fieldState.error?.message, t('Assessment')) ??
              t('At most {max} characters', { max: fieldRules.assessment.max })
            }
          />
        )}
      />
      {select(
        'Recommendation',
        t('Recommendation'),
        RECOMMENDATIONS.map((text) => [text, t(text)]),
      )}
      <Stack direction="row" spacing={2}>
        <Button
          variant="outlined"
          disabled={formState.isSubmitting}
          onClick={() => validate(false, onSave)}
        >
          {t('Save Draft')}
        </Button>
        <Button
          variant="contained"
          disabled={formState.isSubmitting}
          onClick={() => validate(true, () => setConfirming(true))}
        >
          {t('Submit Evaluation')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('Submit the final evaluation?')}
        message={t('Once submitted, the evaluation is read-only and the intern can see it.')}
        confirmText={t('Submit')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          validate(true, onSubmit);
        }}
      />
    </Stack>
  );
}
