import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime, useT, type Id } from 'shared-api';
import { SIGN_IN_METHOD_LABELS } from 'shared-api/my-sessions';
import { useQueryFailure } from 'shared-ui/feedback';
import { userSignInLoadFailure, userSignInQuery } from '../api/user-sign-in';
import { ResetTwoFactorButton } from './reset-two-factor-button';

/** On a person's edit page: how they sign in (issue 68), as their sessions show it. */
export function UserSignInSection({ userId }: { userId: Id }) {
  const t = useT();
  const titleId = useId();
  const query = useQuery(userSignInQuery(userId));
  useQueryFailure(query.error, t(userSignInLoadFailure));
  const data = query.data;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('Sign-in')}
      </Typography>
      {query.isPending && <Typography>{t('Loading...')}</Typography>}
      {data && (
        <>
          <Typography>
            {data.LastSignIn
              ? t('Last sign-in: {when}, with {method}', {
                  when: formatDateTime(data.LastSignIn.At),
                  method: t(SIGN_IN_METHOD_LABELS[data.LastSignIn.Method]),
                })
              : t('No sign-in on record')}
          </Typography>
          <Typography>{t('Open sessions: {count}', { count: data.OpenSessions })}</Typography>
          <Typography>
            {data.AuthenticatorApp
              ? t('Authenticator app: set up')
              : t('Authenticator app: not set up')}
          </Typography>
          {data.AuthenticatorApp && <ResetTwoFactorButton userId={userId} />}
          <Typography>{t('Passkeys: {count}', { count: data.Passkeys })}</Typography>
        </>
      )}
    </section>
  );
}
