import { act, screen } from '@testing-library/react';
import { renderUi as render } from '../test-utils/render';
import { announce, LiveRegion } from './live-region';
import { NotificationHost } from './notification-host';
import { showToast } from './notification-store';

const region = (politeness: string) => document.querySelector(`[aria-live="${politeness}"]`);

it('says an announcement from the live region that is always in the page', async () => {
  render(<LiveRegion />);
  expect(region('polite')).toBeEmptyDOMElement();
  await act(async () => announce('CV upload: 50%'));
  expect(region('polite')).toHaveTextContent('CV upload: 50%');
  await act(async () => announce('Could not send', true));
  expect(region('assertive')).toHaveTextContent('Could not send');
});

it('is drawn by NotificationHost, and a toast is an alert', async () => {
  render(<NotificationHost />);
  expect(document.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  await act(async () => showToast('Draft saved'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Draft saved');
});
