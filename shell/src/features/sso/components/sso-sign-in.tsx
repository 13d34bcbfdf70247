import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import { ssoStartUrl } from '../api/sso-calls';
import { useSsoSignIn } from '../hooks/use-sso-sign-in';

/**
 * "Sign in with <provider>" for each identity provider the operator configured (nothing when
 * none is), and why a sign-in through one failed.
 */
export function SsoSignIn() {
  const t = useT();
  const { providers, exchanging, message, rememberReturn } = useSsoSignIn();
  if (exchanging) {
    return (
      <Typography role="status" sx={{ mt: 3 }}>
        {t('Signing in...')}
      </Typography>
    );
  }
  if (providers.length === 0 && !message) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {message && <Alert severity="error">{t(message)}</Alert>}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          href={ssoStartUrl(provider.id)}
          onClick={rememberReturn}
        >
          {t('Sign in with {provider}', { provider: provider.label })}
        </Button>
      ))}
    </Stack>
  );
}
