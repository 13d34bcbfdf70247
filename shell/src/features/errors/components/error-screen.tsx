import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'shared-ui/router';
import { MessagePage } from './message-page';

/** The router's error element: an unexpected failure while rendering a route. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <MessagePage title="Unexpected Application Error!">
      {detail && <Typography color="text.secondary">{detail}</Typography>}
    </MessagePage>
  );
}
