import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { successMessages, useT, type RequestPasswordResetPayload } from 'shared-api';
import { requestPasswordResetSchema } from 'shared-api/forms';
import { EmailField, FormErrorSummary } from 'shared-ui/fields';
import { FormPage } from '../../../components/form-page';
import { useRequestReset } from '../hooks/use-request-reset';

/** /requestResetPassword: e-mails a link to /resetPassword/{token}. */
export function RequestResetPage() {
  const t = useT();
  const { sent, request } = useRequestReset();
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RequestPasswordResetPayload>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((payload) => request(payload, { setError, getValues }));

  return (
    <FormPage
      title={t('Reset Password')}
      hint={t('Please use the same email as used while logging in')}
      links={[
        { to: '/login', label: t('Login Now?') },
        { to: '/', label: t('Home') },
      ]}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={control} />
        {sent && (
          <Alert severity="success" role="status">
            {t(successMessages.checkYourEmail)}
          </Alert>
        )}
        <EmailField {...register('email')} required error={errors.email?.message} />
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Send Reset Link')}
        </Button>
      </Stack>
    </FormPage>
  );
}
