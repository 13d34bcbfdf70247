import { pageMessages } from 'shared-api';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  return <MessagePage title={pageMessages.notFound} />;
}
