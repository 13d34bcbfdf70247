import { act, screen } from '@testing-library/react';
import { formatDateTime, showLanguage } from 'shared-api';
import { createTestQueryClient, renderWithHost } from 'shared-ui/testing';
import { OfflineBanner } from './offline-banner';

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(async () => {
  online = true;
  await act(() => showLanguage('en'));
});

function goOffline() {
  online = false;
  act(() => void dispatchEvent(new Event('offline')));
}

describe('the offline banner', () => {
  it('says nothing online, and when offline how old the newest answer on screen is', () => {
    const client = createTestQueryClient();
    const fetchedAt = Date.parse('2026-11-20T07:30:00Z');
    client.setQueryData(['older'], 1, { updatedAt: fetchedAt - 3_600_000 });
    client.setQueryData(['newest'], 2, { updatedAt: fetchedAt });
    renderWithHost(<OfflineBanner />, client);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    goOffline();
    const time = formatDateTime(new Date(fetchedAt).toISOString());
    expect(screen.getByRole('status')).toHaveTextContent(
      `You are offline. What you see was last fetched at ${time}.`,
    );
    expect(time).toMatch(/20 Nov 2026, 10:30/);

    online = true;
    act(() => void dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says only that it is offline when nothing was fetched, in Swahili too', async () => {
    renderWithHost(<OfflineBanner />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\.$/);
    await act(() => showLanguage('sw'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Uko nje ya mtandao\.$/);
  });
});
