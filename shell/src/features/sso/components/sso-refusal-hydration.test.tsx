import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { answers, mockApi, type MockApi } from 'shared-api/testing';
import { TestTheme } from 'shared-ui/testing';
import { LoginPage } from '../../auth/components/login-page';

// Issue 84: the server draws /login from its path alone (once for every visitor), so the page a
// provider's refusal or code comes back to must hydrate as drawn, then say the refusal.
let api: MockApi;
beforeEach(() => {
  api = mockApi(answers({ 'GET /Sso/Providers': { status: 200, data: [] } }));
});
afterEach(() => api.restore());

const page = (at: string): ReactNode => (
  <TestTheme>
    <MemoryRouter initialEntries={[at]}>
      <LoginPage />
    </MemoryRouter>
  </TestTheme>
);

test.each([
  ['/login?sso_error=failed', 'Single sign-on could not be completed.'],
  [
    '/login?sso_error=unknown',
    'No active account here has the e-mail your identity provider gave.',
  ],
])('%s hydrates the drawn /login without an error, then says why', async (at, words) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('/login'));
  document.body.append(container);
  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(at), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(await screen.findByRole('alert')).toHaveTextContent(words);
  container.remove();
});

test('/login#sso=<code> hydrates the drawn /login without an error, then signs in', async () => {
  // The exchange stays unanswered: the page is left saying it signs in.
  api.answer((request) =>
    request.url === '/Sso/Exchange' ? new Promise(() => undefined) : { status: 200, data: [] },
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('/login'));
  document.body.append(container);
  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, page('/login#sso=the-code'), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(await screen.findByRole('status')).toHaveTextContent('Signing in...');
  container.remove();
});
