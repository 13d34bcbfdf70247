import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { useT } from 'shared-api';
import { PASSWORD_RULE_HINT, resetPasswordSchema } from 'shared-api/forms';
import { FormErrorSummary, PasswordField } from 'shared-ui/fields';
import { z } from 'zod/mini';
import { FormPage } from '../../../components/form-page';
import { useResetPassword } from '../hooks/use-reset-password';
import { publicPaths } from '../../../api/paths';

// The token comes from the link, not from the visitor.
const newPasswordSchema = z.pick(resetPasswordSchema, { password: true });
type NewPassword = z.infer<typeof newPasswordSchema>;

/** /resetPassword/{token}: the new password; an expired or used link says so plainly. */
export function ResetPasswordPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { linkProblem, reset } = useResetPassword(token);
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit((payload) => reset(payload, { setError, getValues }));
  const requestLink = (
    <Link component={RouterLink} to={publicPaths.requestResetPassword}>
      {t('Request a new link')}
    </Link>
  );

  return (
    <FormPage title={t('Reset Password')} links={[{ to: '/login', label: t('Login Now?') }]}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormErrorSummary control={control} />
        {linkProblem && (
          <Alert severity="error">
            <AlertTitle>{t('This link cannot be used')}</AlertTitle>
            {linkProblem} {requestLink}
          </Alert>
        )}
        <PasswordField
          {...register('password')}
          label={t('New Password')}
          required
          autoComplete="new-password"
          error={errors.password?.message}
          helperText={t(PASSWORD_RULE_HINT)}
        />
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('Reset Password')}
        </Button>
      </Stack>
    </FormPage>
  );
}
