import Typography from '@mui/material/Typography';
import { pageMessages } from 'shared-api';
import { isPageLoadError, NewVersionNotice } from 'shared-ui/feedback';
import { isRouteErrorResponse, useRouteError } from 'shared-ui/router';
import { MessagePage } from './message-page';

/**
 * The router's error element: an unexpected failure while rendering a route. Code that could
 * not be downloaded (a release no longer kept, a network cut) is not one: it asks for a reload.
 */
export function ErrorScreen() {
  const error = useRouteError();
  if (isPageLoadError(error)) return <NewVersionNotice />;
  // The failure's own words (a status, an error's message), shown as they are.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <MessagePage title={pageMessages.unexpected}>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
    </MessagePage>
  );
}
