import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from 'shared-api';
import { useParams } from 'shared-ui/router';
import { FormPage } from '../../../components/form-page';
import { useConfirmEmail } from '../hooks/use-confirm-email';

/**
 * /confirmEmail/{token}: the link sent to a new e-mail address. The change is made by the
 * button, not by opening the page, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { state, confirm } = useConfirmEmail(token);

  return (
    <FormPage
      title={t('Confirm Email')}
      links={[
        { to: '/login', label: t('Login Now') },
        { to: '/', label: t('Home') },
      ]}
    >
      <Stack spacing={2}>
        {state.step === 'done' && (
          <Alert severity="success" role="status">
            {state.message}
          </Alert>
        )}
        {state.step === 'refused' && <Alert severity="error">{state.message}</Alert>}
        {(state.step === 'ready' || state.step === 'sending') && (
          <>
            <Typography>
              {t('Use this address as the email of your account from now on.')}
            </Typography>
            <Stack direction="row">
              <Button
                variant="contained"
                onClick={() => void confirm()}
                disabled={state.step === 'sending'}
              >
                {t('Confirm My New Email')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </FormPage>
  );
}
