import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'shared-ui/router';
import { applyFieldErrors, useT, type LoginPayload } from 'shared-api';
import { loginSchema } from 'shared-api/forms';
import { EmailField, FormErrorSummary, PasswordField } from 'shared-ui/fields';
import { useLogin } from '../hooks/use-login';
import { PasskeySignIn } from './passkey-sign-in';
import { SsoSignIn } from '../../sso/components/sso-sign-in';
import { MAIN_CONTENT_ID } from 'shared-ui/page-header';

// Only a user with a second factor needs it: the login page's first visit downloads none of it.
const SecondStep = lazy(
  () => import(/* webpackChunkName: "second-step" */ './two-factor/second-step'),
);

/** /login: e-mail and password; 422s under the fields, any other refusal above the form. */
export function LoginPage() {
  const t = useT();
  const { submit, formMessage, secondStep, finish, back } = useLogin();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (payload) => {
    const failure = await submit(payload);
    if (failure) applyFieldErrors(failure, setError);
  });

  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      maxWidth="xs"
      sx={{ py: { xs: 3, sm: 8 }, px: { xs: 2, sm: 3 } }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('Log In')}
        </Typography>
        {secondStep ? (
          <Suspense fallback={<Typography>{t('Loading...')}</Typography>}>
            <SecondStep step={secondStep} onSignedIn={finish} onBack={back} />
          </Suspense>
        ) : (
          <>
            <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
              <FormErrorSummary control={control} />
              <Stack spacing={2}>
                {/* The server's words (in the language it was asked in) or a catalogue message. */}
                {formMessage && <Alert severity="error">{t(formMessage)}</Alert>}
                <EmailField
                  {...register('email')}
                  required
                  // The account's name, to a password manager (WCAG 3.3.8): not a new address.
                  autoComplete="username"
                  error={errors.email?.message}
                />
                <PasswordField
                  {...register('password')}
                  required
                  autoComplete="current-password"
                  error={errors.password?.message}
                />
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {t('Log In')}
                </Button>
              </Stack>
            </Box>
            <PasskeySignIn />
            <SsoSignIn />
          </>
        )}
        <Stack component="nav" aria-label={t('Related pages')} spacing={1} sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/requestResetPassword">
            {t('Forgot Password? Reset Now')}
          </Link>
          <Link component={RouterLink} to="/">
            {t('Home')}
          </Link>
        </Stack>
      </Paper>
    </Container>
  );
}
