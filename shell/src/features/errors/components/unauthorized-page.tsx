import { MessagePage } from './message-page';

export function UnauthorizedPage() {
  return <MessagePage title="Sorry, you are unauthorized to access this page" />;
}
