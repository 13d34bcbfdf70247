import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { pageMessages } from 'shared-api';
import { isPageLoadError, NewVersionNotice } from 'shared-ui/feedback';
import { isRouteErrorResponse, useRouteError } from 'shared-ui/router';
import { errorText } from '../../release-reports/api/error-origin';
import { reportError } from '../../release-reports/release-reports';
import { MessagePage } from './message-page';

/**
 * The router's error element: an unexpected failure while rendering a route. Code that could
 * not be downloaded (a release no longer kept, a network cut) is not one: it asks for a reload.
 * Either is reported for its release; one rolled back since is told by the floating notice.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const pageLoad = isPageLoadError(error);
  // The failure's own words (a status, an error's message), shown as they are.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  useEffect(() => {
    reportError(pageLoad ? 'chunk' : 'error-screen', errorText(error), detail ?? String(error));
  }, [error, pageLoad, detail]);
  if (pageLoad) return <NewVersionNotice />;
  return (
    <MessagePage title={pageMessages.unexpected}>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
    </MessagePage>
  );
}
