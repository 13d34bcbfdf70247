import { pageMessages } from 'shared-api';
import { MessagePage } from './message-page';

export function UnauthorizedPage() {
  return <MessagePage title={pageMessages.unauthorized} />;
}
