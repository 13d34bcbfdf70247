import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { secondFactorSetUp, useSessionStore, useT } from 'shared-api';
import { confirmTwoFactor, startTwoFactorSetUp } from 'shared-api/two-factor';
import { useNavigate } from 'shared-ui/router';
import { AuthenticatorSteps } from './authenticator-steps';
import { MAIN_CONTENT_ID } from 'shared-ui/page-header';

/**
 * What a signed-in staff member sees instead of their page once the sign-in policy requires a
 * second factor of their session (a call answered 403 `two-factor-set-up-required`): the set-up
 * from their profile's calls, which the server leaves open to the session. Its first code makes
 * the session one with two factors; 'Continue' draws the page they were on, asked again.
 */
export function SessionSetUp() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  const carryOn = () => {
    secondFactorSetUp();
    void queryClient.invalidateQueries();
  };
  const signOut = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      maxWidth="xs"
      sx={{ py: { xs: 3, sm: 8 }, px: { xs: 2, sm: 3 } }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('Set up two-factor authentication')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Typography>
            {t('Your firm now requires two-factor authentication for staff. Set it up to go on.')}
          </Typography>
          <AuthenticatorSteps
            start={startTwoFactorSetUp}
            confirm={confirmTwoFactor}
            onContinue={carryOn}
          />
          <Link component="button" type="button" onClick={signOut} sx={{ alignSelf: 'flex-start' }}>
            {t('Logout')}
          </Link>
        </Stack>
      </Paper>
    </Container>
  );
}
