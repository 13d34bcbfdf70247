import { MessagePage } from './message-page';

export function NotFoundPage() {
  return <MessagePage title="Oops! Sorry, the page you are looking for cannot be found!" />;
}
