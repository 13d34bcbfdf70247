import { screen } from '@testing-library/react';
import { useSessionStore, type RoleCode } from 'shared-api';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { AppStart } from './app-start';

const routes = [
  { path: '/app', element: <AppStart /> },
  { path: '/login', element: <Landed name="Login" /> },
  { path: '/internDashboard', element: <Landed name="Intern dashboard" /> },
  { path: '/supervisorDashboard', element: <Landed name="Supervisor dashboard" /> },
  { path: '/adminDashboard', element: <Landed name="Admin dashboard" /> },
  { path: '/universityDashboard', element: <Landed name="University dashboard" /> },
];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});

describe('the installed app’s start, /app', () => {
  it.each([
    ['INT', 'Intern dashboard'],
    ['SUP', 'Supervisor dashboard'],
    ['ADM', 'Admin dashboard'],
    ['ACA', 'University dashboard'],
  ] as [RoleCode, string][])('opens the %s user’s own dashboard', (role, dashboard) => {
    useSessionStore
      .getState()
      .startSession({ user: { Name: 'Lin', user_id: 4 }, Role: [role], token: 't' });
    renderRoutes(routes, '/app');
    expect(screen.getByRole('heading', { name: dashboard })).toBeInTheDocument();
  });

  it('opens the login without a session', () => {
    renderRoutes(routes, '/app');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
