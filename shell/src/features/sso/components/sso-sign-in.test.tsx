import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { showLanguage, useSessionStore } from 'shared-api';
import { answers, bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { LoginPage } from '../../auth/components/login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/adminDashboard/*', element: <Landed name="Admin dashboard" /> },
  { path: '*', element: <Landed name="Elsewhere" /> },
];
const PROVIDERS = [
  { id: 'keycloak', label: 'Firm account' },
  { id: 'entra', label: 'Microsoft' },
];
const ADMIN_ANSWER = {
  user: { Name: 'Ada', user_id: 1, Language: 'en', Theme: null },
  Role: ['ADM'],
  token: 'sso-token',
};

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().clear();
  api = mockApi(answers({ 'GET /Sso/Providers': { status: 200, data: PROVIDERS } }));
});

afterEach(async () => {
  api.restore();
  await act(() => showLanguage('en'));
});

describe('single sign-on on the login page', () => {
  it('shows a "Sign in with" button per provider, each to its Start', async () => {
    renderRoutes(routes, '/login');
    const firm = await screen.findByRole('link', { name: 'Sign in with Firm account' });
    expect(firm).toHaveAttribute('href', '/api/Sso/keycloak/Start');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute(
      'href',
      '/api/Sso/entra/Start',
    );
  });

  it('shows no button when no provider is configured', async () => {
    api.answer(answers({ 'GET /Sso/Providers': { status: 200, data: [] } }));
    renderRoutes(routes, '/login');
    await screen.findByRole('button', { name: 'Log In' });
    await act(() => Promise.resolve());
    expect(api.requests.map((request) => request.url)).toEqual(['/Sso/Providers']);
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it.each([
    ['unknown', 'No active account here has the e-mail your identity provider gave.'],
    ['unverified', 'Your identity provider has not verified your e-mail address'],
    ['failed', 'Single sign-on could not be completed.'],
  ])('says why the provider signed no one in (%s)', async (reason, words) => {
    renderRoutes(routes, `/login?sso_error=${reason}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('exchanges the code it was sent for a session, once, and goes to the dashboard', async () => {
    api.answer(
      answers({
        'GET /Sso/Providers': { status: 200, data: PROVIDERS },
        'POST /Sso/Exchange': { status: 200, data: ADMIN_ANSWER },
      }),
    );
    renderRoutes(routes, '/login#sso=the-code_1');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    const exchanges = api.requests.filter((request) => request.url === '/Sso/Exchange');
    expect(exchanges.map(bodyOf)).toEqual([{ code: 'the-code_1' }]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'sso-token', roles: ['ADM'] });
    expect(screen.getByTestId('location')).toHaveTextContent('/adminDashboard');
  });

  it('keeps the page the guard remembered through the provider, and goes back to it', async () => {
    renderRoutes(routes, '/login?from=/adminDashboard/positions');
    const button = await screen.findByRole('link', { name: 'Sign in with Firm account' });
    // jsdom cannot follow the link to the provider: the click's own handler is what is checked.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(button);
    document.removeEventListener('click', stay);
    expect(sessionStorage.getItem('sso-return-path')).toBe('/adminDashboard/positions');
    // The provider sends the browser back to a new page load of /login.
    cleanup();

    api.answer(
      answers({
        'GET /Sso/Providers': { status: 200, data: PROVIDERS },
        'POST /Sso/Exchange': { status: 200, data: ADMIN_ANSWER },
      }),
    );
    renderRoutes(routes, '/login#sso=the-code_2');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/adminDashboard/positions'),
    );
    expect(sessionStorage.getItem('sso-return-path')).toBeNull();
  });

  it("shows the server's words when the code is used or expired, and stays signed out", async () => {
    const used = 'This sign-in has expired or was used already. Sign in again.';
    api.answer(
      answers({
        'GET /Sso/Providers': { status: 200, data: PROVIDERS },
        'POST /Sso/Exchange': { status: 401, data: { message: used } },
      }),
    );
    renderRoutes(routes, '/login#sso=old-code');
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('is in Swahili too', async () => {
    await act(() => showLanguage('sw'));
    renderRoutes(routes, '/login?sso_error=unknown');
    expect(await screen.findByRole('link', { name: 'Ingia kwa Firm account' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hakuna akaunti hai hapa yenye barua pepe uliyopewa na mtoa utambulisho wako.',
    );
  });
});
