import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useLocation } from 'shared-ui/router';
import { useT, type CheckApplicationStatusPayload } from 'shared-api';
import type { PersonalDataAction } from 'shared-api/personal-data';
import { checkApplicationStatusSchema } from 'shared-api/forms';
import { EmailField, FormErrorSummary } from 'shared-ui/fields';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { useApplicationStatus } from '../hooks/use-application-status';
import { usePersonalDataRequest } from '../hooks/use-personal-data-request';
import { ApplicationStatusDialog } from './application-status-dialog';

function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /applicationStatus: the e-mail form; the answer opens the modal 'Your Application Status'. */
export function ApplicationStatusPage() {
  const t = useT();
  const location = useLocation();
  const { result, check, close } = useApplicationStatus();
  const { request, pendingAction } = usePersonalDataRequest();
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CheckApplicationStatusPayload>({
    resolver: zodResolver(checkApplicationStatusSchema),
    // After applying, the visitor arrives here with the address they used.
    defaultValues: { Email: emailFromState(location.state) },
  });

  const onSubmit = handleSubmit((payload) => check(payload, { setError, getValues }));
  // Disabled while it checked, Check Status lost the focus, which the dialog then had nowhere to
  // give back to: it goes back there when the dialog has closed (its own button, about to go,
  // still has it then).
  const submit = useRef<HTMLButtonElement>(null);
  const refocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="dialog"]')) {
      submit.current?.focus();
    }
  };

  return (
    <FormPage
      title={t('Check Application Status')}
      links={[
        { to: publicPaths.landing, label: t('Home') },
        { to: publicPaths.privacy, label: t('Privacy notice') },
      ]}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={control} />
        <EmailField {...register('Email')} required error={errors.Email?.message} />
        <Button ref={submit} type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t('Checking…') : t('Check Status')}
        </Button>
      </Stack>
      <ApplicationStatusDialog
        result={result}
        onClose={close}
        onClosed={refocus}
        // The checked address: the server e-mails the link there, whether or not it applied.
        onRequest={(action) => void request({ Email: getValues('Email').trim(), Action: action })}
        pendingAction={pendingAction as PersonalDataAction | undefined}
      />
    </FormPage>
  );
}
