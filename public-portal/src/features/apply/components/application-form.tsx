import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useT, type ApplyPayload } from 'shared-api';
import { applySchema } from 'shared-api/forms';
import { FormErrorSummary, PdfFileField } from 'shared-ui/fields';
import { PersonFields } from 'shared-ui/person-fields';
import type { z } from 'zod/mini';
import { useApply } from '../hooks/use-apply';
import { usePositions } from '../hooks/use-positions';

// Only an installation with intakes draws the notice: the others never download it.
const IntakeNotice = lazy(() =>
  import('./intake-notice').then((module) => ({ default: module.IntakeNotice })),
);

type ApplyForm = z.input<typeof applySchema>;

/**
 * The internship application (multipart POST /Apply). What the visitor typed and chose stays
 * when the server refuses it; each 422 message shows under its field.
 */
export function ApplicationForm() {
  const t = useT();
  const { positions, intakes, loading } = usePositions();
  const { submit, progress } = useApply();
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ApplyForm, unknown, ApplyPayload>({
    resolver: zodResolver(applySchema),
    defaultValues: { Name: '', Email: '', PhoneNumber: '', Position: '' },
  });

  const onSubmit = handleSubmit((payload) => submit(payload, { setError, getValues }));

  // Intakes defined and none open: nothing to apply for (issue 49).
  if (intakes && intakes.Open.length === 0) {
    return (
      <Suspense fallback={null}>
        <IntakeNotice intakes={intakes} />
      </Suspense>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <FormErrorSummary control={control} />
      {intakes && (
        <Suspense fallback={null}>
          <IntakeNotice intakes={intakes} />
        </Suspense>
      )}
      <PersonFields
        control={control}
        positions={positions}
        positionLabel={t('What are you interested in?')}
        positionDisabled={loading}
      />
      <Box>
        <Controller
          control={control}
          name="Cv"
          render={({ field }) => (
            <PdfFileField
              label={t('CV')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(file) => field.onChange(file ?? undefined)}
              onBlur={field.onBlur}
              progress={progress?.Cv ?? null}
              disabled={isSubmitting}
              required
              error={errors.Cv?.message}
            />
          )}
        />
      </Box>
      <Box>
        <Controller
          control={control}
          name="AttachmentLetter"
          render={({ field }) => (
            <PdfFileField
              label={t('University Letter')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(file) => field.onChange(file ?? undefined)}
              onBlur={field.onBlur}
              progress={progress?.AttachmentLetter ?? null}
              disabled={isSubmitting}
              required
              error={errors.AttachmentLetter?.message}
            />
          )}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? t('Sending…') : t('Submit Application')}
        </Button>
      </Box>
    </Box>
  );
}
