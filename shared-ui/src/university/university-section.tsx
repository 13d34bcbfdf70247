import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { m, toApiFailure, useCurrentUserId, useT } from 'shared-api';
import {
  academicDetailsSchema,
  academicFormValues,
  academicPayload,
  getAcademicDetails,
  pickUniversities,
  resendAcademicInvitation,
  saveAcademicDetails,
  universityKeys,
  type AcademicDetails,
  type AcademicDetailsForm,
  type AcademicOwner,
  type UniversityChoice,
} from 'shared-api/universities';
import { InlineLoading } from '../feedback/inline-loading';
import { showFailure, showSuccess } from '../feedback/notification-store';
import { useFormMutation } from '../mutations/use-form-mutation';

export const universityMessages = {
  couldNotGet: m('Could not get the university details'),
  couldNotSave: m('Could not save the university details'),
  saved: m('University details saved'),
  couldNotResend: m('Could not send the invitation again'),
  resent: m('The invitation was sent again.'),
  couldNotGetUniversities: m('Could not get the universities'),
} as const;

// As the tables' search: asked 200 ms after the last keystroke.
const SEARCH_DEBOUNCE_MS = 200;

function useSettled(text: string) {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

interface PickerProps {
  value: UniversityChoice | null;
  onChange: (value: UniversityChoice | null) => void;
  onBlur: () => void;
  error?: string;
}

/** The university, chosen among the first 20 matches of what is typed (GET /Universities). */
function UniversityPicker({ value, onChange, onBlur, error }: PickerProps) {
  const t = useT();
  const [text, setText] = useState(value?.Name ?? '');
  const search = useSettled(value && text === value.Name ? '' : text);
  const query = useQuery({
    queryKey: universityKeys.picker(search),
    queryFn: () => pickUniversities(search),
  });
  return (
    <Autocomplete
      options={query.data ?? []}
      value={value}
      inputValue={text}
      loading={query.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.Name}
      getOptionKey={(option) => option.Id}
      isOptionEqualToValue={(option, chosen) => option.Id === chosen.Id}
      noOptionsText={
        query.isError ? t(universityMessages.couldNotGetUniversities) : t('No university matches')
      }
      onChange={(_, chosen) => onChange(chosen)}
      onInputChange={(_, typed) => setText(typed)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('University')}
          placeholder={t('Type to search')}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
        />
      )}
    />
  );
}

function UniversityForm({ owner, details }: { owner: AcademicOwner; details: AcademicDetails }) {
  const t = useT();
  const queryClient = useQueryClient();
  const ownerId = useOwnerId(owner);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: universityKeys.academic(ownerId) });
  const form = useForm<AcademicDetailsForm>({
    resolver: zodResolver(academicDetailsSchema),
    defaultValues: academicFormValues(details),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const save = useFormMutation({
    mutationFn: (values: AcademicDetailsForm) =>
      saveAcademicDetails(owner, academicPayload(values)),
    failureMessage: universityMessages.couldNotSave,
    // The university is chosen by its id; an e-mail of another role's account is a 409.
    failureOptions: { fieldNames: { UniversityId: 'University' }, fieldErrorStatuses: [409, 422] },
    onSuccess: async (_answer, values) => {
      showSuccess(universityMessages.saved);
      reset(values);
      await refresh();
    },
  });
  const resend = useMutation({
    mutationFn: () => resendAcademicInvitation(owner),
    onSuccess: () => showSuccess(universityMessages.resent),
    onError: (error) =>
      showFailure({ ...toApiFailure(error, universityMessages.couldNotResend), kind: 'message' }),
  });
  const submit = handleSubmit((values) => save.submit(values, { setError, getValues }));
  const supervisor = details.AcademicSupervisor;
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormErrorSummary control={form.control} />
      <Controller
        control={control}
        name="University"
        render={({ field }) => (
          <UniversityPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.University?.message}
          />
        )}
      />
      <TextField
        {...register('StudyProgramme')}
        label={t('Programme of study')}
        fullWidth
        autoComplete="off"
        error={Boolean(errors.StudyProgramme)}
        helperText={fieldError(errors.StudyProgramme?.message)}
      />
      <TextField
        {...register('AcademicSupervisorName')}
        label={t("Academic supervisor's name")}
        fullWidth
        autoComplete="off"
        error={Boolean(errors.AcademicSupervisorName)}
        helperText={fieldError(errors.AcademicSupervisorName?.message)}
      />
      <TextField
        {...register('AcademicSupervisorEmail')}
        label={t("Academic supervisor's e-mail")}
        type="email"
        fullWidth
        autoComplete="off"
        error={Boolean(errors.AcademicSupervisorEmail)}
        helperText={
          fieldError(errors.AcademicSupervisorEmail?.message) ??
          t('A new e-mail gets an invitation to follow the internship.')
        }
      />
      {supervisor && (
        <Typography variant="body2">
          {supervisor.SignedUp
            ? t('{name} has signed up.', { name: supervisor.Name })
            : t('{name} has not signed up yet.', { name: supervisor.Name })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Save')}
        </Button>
        {supervisor && !supervisor.SignedUp && (
          <Button variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {t('Send the invitation again')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function useOwnerId(owner: AcademicOwner) {
  const me = useCurrentUserId();
  return owner === 'mine' ? (me ?? '') : owner.internId;
}

/**
 * The "University" section (issue 70) of the intern's profile and of the administrator's
 * intern page: the university (picked), the programme, the academic supervisor's name and
 * e-mail; Save, and "Send the invitation again" until the academic supervisor has signed up.
 */
export function UniversitySection({
  owner,
  framed = true,
}: {
  owner: AcademicOwner;
  /** A card of its own (the profile), or a section of a card around it (the admin's page). */
  framed?: boolean;
}) {
  const t = useT();
  const headingId = useId();
  const ownerId = useOwnerId(owner);
  const query = useQuery({
    queryKey: universityKeys.academic(ownerId),
    queryFn: () => getAcademicDetails(owner),
  });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={framed ? 1 : 0}
      sx={framed ? { p: 2 } : { mb: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('University')}
      </Typography>
      {query.isPending && <InlineLoading />}
      {query.isError && <Typography>{t(universityMessages.couldNotGet)}</Typography>}
      {query.data && <UniversityForm owner={owner} details={query.data} />}
    </Paper>
  );
}
