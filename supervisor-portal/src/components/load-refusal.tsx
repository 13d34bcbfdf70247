import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'shared-ui/router';
import { toApiFailure } from 'shared-api';

interface LoadRefusalProps {
  error: unknown;
  catalogueMessage: string;
  backTo: string;
  backLabel: string;
}

/** What a page shows instead of its content when the load failed: the server's reason if any. */
export function LoadRefusal({ error, catalogueMessage, backTo, backLabel }: LoadRefusalProps) {
  const failure = toApiFailure(error, catalogueMessage);
  const reason = failure.detail ?? failure.serverMessage;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">
        {failure.message}
        {reason && `: ${reason}`}
      </Alert>
      <Button component={Link} to={backTo} variant="outlined">
        {backLabel}
      </Button>
    </Stack>
  );
}
