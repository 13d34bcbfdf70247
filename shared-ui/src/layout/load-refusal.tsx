import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'shared-ui/router';
import { toApiFailure, useT } from 'shared-api';

export interface LoadRefusalProps {
  /** The failed query's error. */
  error: unknown;
  /** The catalogue's message for the failed load (the popup says it too). */
  catalogueMessage: string;
  /** The page to go back to, and the button's words ('Back to Assigned Tasks'). */
  backTo: string;
  backLabel: string;
}

/**
 * What a dashboard page shows instead of its content when its load failed, the same on every
 * portal: the catalogue's message with the server's reason, if any, and a way back. The texts
 * are translated here (a reason the server wrote is in the language the request asked for).
 */
export function LoadRefusal({ error, catalogueMessage, backTo, backLabel }: LoadRefusalProps) {
  const t = useT();
  const failure = toApiFailure(error, catalogueMessage);
  const message = failure.message && t(failure.message);
  const reason = failure.detail ?? failure.serverMessage;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">
        {reason ? t('{message}: {reason}', { message, reason: t(reason) }) : message}
      </Alert>
      <Button component={Link} to={backTo} variant="outlined">
        {backLabel && t(backLabel)}
      </Button>
    </Stack>
  );
}
