import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { signInPolicyQuery, signInPolicyTexts } from '../api/sign-in-policy';
import { SignInPolicyForm } from './sign-in-policy-form';

/** /adminDashboard/signIn: what administrators and supervisors must sign in with. */
export function SignInPage() {
  const t = useT();
  const headingId = useId();
  const query = useQuery(signInPolicyQuery());
  useQueryFailure(query.error, t(signInPolicyTexts.loadFailure));
  if (query.isPending) return <LoadingScreen />;
  return (
    <>
      <PageTitle>{t('Sign-in')}</PageTitle>
      <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('Sign-in policy')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t(
            'How each person signs in shows on their page (Supervisors, Interns): their last sign-in and how it was made.',
          )}
        </Typography>
        {query.data && <SignInPolicyForm policy={query.data} />}
      </Paper>
    </>
  );
}
