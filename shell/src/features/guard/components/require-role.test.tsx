import { screen } from '@testing-library/react';
import { useSessionStore } from 'shared-api';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { UnauthorizedPage } from '../../errors/components/unauthorized-page';
import { RequireRole } from './require-role';

function LoginProbe() {
  return <Landed name="Login" />;
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  { path: '/unauthorized', element: <UnauthorizedPage /> },
  {
    path: '/adminDashboard/*',
    element: (
      <RequireRole roles={['ADM']}>
        <h1>Admin dashboard</h1>
      </RequireRole>
    ),
  },
];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});

describe('RequireRole', () => {
  it('sends a visitor without a token to /login, remembering the page', () => {
    renderRoutes(routes, '/adminDashboard/positions?page=2');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toMatchObject({
      from: { pathname: '/adminDashboard/positions', search: '?page=2' },
    });
  });

  it('sends a user of another role to /unauthorized', () => {
    useSessionStore
      .getState()
      .startSession({ user: { Name: 'Lin', user_id: 4 }, Role: ['INT'], token: 't' });
    renderRoutes(routes, '/adminDashboard');
    expect(
      screen.getByRole('heading', { name: 'Sorry, you are unauthorized to access this page' }),
    ).toBeInTheDocument();
  });

  it('shows the page to an allowed role with a token', () => {
    useSessionStore
      .getState()
      .startSession({ user: { Name: 'Ada', user_id: 1 }, Role: ['ADM'], token: 't' });
    renderRoutes(routes, '/adminDashboard');
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('keeps a signed-in user on their page while offline: the network is not asked', () => {
    const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useSessionStore
      .getState()
      .startSession({ user: { Name: 'Ada', user_id: 1 }, Role: ['ADM'], token: 't' });
    renderRoutes(routes, '/adminDashboard');
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    offline.mockRestore();
  });
});
