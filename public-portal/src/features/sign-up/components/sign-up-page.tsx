import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useT, type ActivateAccountPayload } from 'shared-api';
import { activateAccountSchema, PASSWORD_RULE_HINT } from 'shared-api/forms';
import { EmailField, FormErrorSummary, PasswordField } from 'shared-ui/fields';
import { useSearchParams } from 'shared-ui/router';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { useSignUp } from '../hooks/use-sign-up';

/**
 * /signUp: an accepted applicant activates their account. Opened from the e-mailed link
 * (`?token=…&email=…`) the e-mail is filled in and the token goes with the activation; without
 * one the server e-mails a link and the page says so.
 */
export function SignUpPage() {
  const t = useT();
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const { signUp, linkSent } = useSignUp();
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ActivateAccountPayload>({
    resolver: zodResolver(activateAccountSchema),
    defaultValues: { email: search.get('email') ?? '', password: '' },
  });

  const onSubmit = handleSubmit((payload) =>
    signUp({ ...payload, token }, { setError, getValues }),
  );

  return (
    <FormPage
      title={t('Sign Up')}
      hint={t('Please use the same email as used while applying')}
      links={[
        { to: '/login', label: t('Login Now') },
        { to: '/', label: t('Home') },
        { to: publicPaths.privacy, label: t('Privacy notice') },
      ]}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={control} />
        {linkSent && (
          <Alert severity="info" role="status">
            {linkSent}
          </Alert>
        )}
        <EmailField
          {...register('email')}
          required
          // The new account's name: a password manager saves it with the new password.
          autoComplete="username"
          error={errors.email?.message}
        />
        <PasswordField
          {...register('password')}
          required
          autoComplete="new-password"
          error={errors.password?.message}
          helperText={t(PASSWORD_RULE_HINT)}
        />
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Sign Up')}
        </Button>
      </Stack>
    </FormPage>
  );
}
