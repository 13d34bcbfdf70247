import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { m, useT } from 'shared-api';
import { signInPolicySchema, type SignInPolicy } from '../api/sign-in-policy';
import { useUpdateSignInPolicy } from '../hooks/use-update-sign-in-policy';

const RULES = [
  {
    name: 'StaffTwoFactorRequired',
    label: m('Require two-factor authentication for administrators and supervisors'),
    help: m(
      'Those without a second factor set one up before they go on, also if signed in now: an authenticator app, or a passkey at their next sign-in.',
    ),
  },
  {
    name: 'StaffSsoRequired',
    label: m('Require single sign-on for administrators and supervisors'),
    help: m(
      'Their passwords no longer sign them in, and their sessions that did not use single sign-on end; interns keep theirs. You can turn this on only after signing in with single sign-on yourself.',
    ),
  },
] as const;

/** The policy's two rules as checkboxes, and 'Save'; the server's refusal shows in the error popup. */
export function SignInPolicyForm({ policy }: { policy: SignInPolicy }) {
  const t = useT();
  const form = useForm<SignInPolicy>({
    resolver: zodResolver(signInPolicySchema),
    defaultValues: policy,
  });
  const save = useUpdateSignInPolicy();
  const submit = form.handleSubmit(async (payload) => {
    if (!(await save.submit(payload, form))) form.reset(policy);
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 720 }}>
      <FormErrorSummary control={form.control} />
      {RULES.map(({ name, label, help }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <div>
              <FormControlLabel
                label={t(label)}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { 'aria-describedby': `${name}-help` } }}
                  />
                }
              />
              <FormHelperText id={`${name}-help`}>{t(help)}</FormHelperText>
            </div>
          )}
        />
      ))}
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('Save')}
        </Button>
      </div>
    </Stack>
  );
}
