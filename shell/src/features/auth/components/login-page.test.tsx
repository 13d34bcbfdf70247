import { AxiosError } from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage, useSessionStore } from 'shared-api';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import { Landed, renderRoutes } from 'shared-ui/testing';
import { RequireRole } from '../../guard/components/require-role';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/internDashboard/*', element: <Landed name="Intern dashboard" /> },
  { path: '/supervisorDashboard/*', element: <Landed name="Supervisor dashboard" /> },
  {
    path: '/adminDashboard/*',
    element: (
      <RequireRole roles={['ADM']}>
        <Landed name="Admin dashboard" />
      </RequireRole>
    ),
  },
  { path: '*', element: <Landed name="Elsewhere" /> },
];

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  api = mockApi({ status: 200, data: {} });
});

afterEach(() => api.restore());

function loginAnswer(role: 'INT' | 'SUP' | 'ADM') {
  return { status: 200, data: { user: { Name: 'Ada', user_id: 5 }, Role: [role], token: 'tok' } };
}

async function logIn(at = '/login', email = 'ada@example.com', password = 'secret123') {
  const user = userEvent.setup({ delay: null });
  const view = renderRoutes(routes, at);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return { user, ...view };
}

describe('login page', () => {
  it('has the links and a show/hide toggle', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password? Reset Now' })).toHaveAttribute(
      'href',
      '/requestResetPassword',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['INT', 'Intern dashboard', '/internDashboard'],
    ['SUP', 'Supervisor dashboard', '/supervisorDashboard'],
    ['ADM', 'Admin dashboard', '/adminDashboard'],
  ] as const)(
    'sends a %s user to their dashboard and stores the session',
    async (role, page, path) => {
      api.answer(loginAnswer(role));
      await logIn();
      expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(path);
      // The last request: the page asked for the single sign-on providers first.
      expect(api.requests.at(-1)!.url).toBe('/login');
      expect(bodyOf(api.requests.at(-1)!)).toEqual({
        email: 'ada@example.com',
        password: 'secret123',
      });
      expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
      expect(localStorage.getItem('Roles')).toBe(role);
      expect(localStorage.getItem('Name')).toBe('Ada');
      expect(localStorage.getItem('user_id')).toBe('5');
      expect(useSessionStore.getState()).toMatchObject({ token: 'tok', roles: [role] });
    },
  );

  it('goes back to the page the guard remembered', async () => {
    api.answer(loginAnswer('ADM'));
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/adminDashboard/positions?page=2');
    // The guard sent the visitor to /login.
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/adminDashboard/positions?page=2');
  });

  it('goes back to the page named in ?from= (an expired session)', async () => {
    api.answer(loginAnswer('SUP'));
    await logIn('/login?from=%2FsupervisorDashboard%2FassignedTasks');
    expect(
      await screen.findByRole('heading', { name: 'Supervisor dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/supervisorDashboard/assignedTasks');
  });

  it('opens the reset page of the link the server made when a new password is required', async () => {
    api.answer({
      status: 403,
      data: {
        message: 'Choose a new password to finish setting up your account.',
        resetToken: 'tk-Abc_123',
      },
    });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resetPassword/tk-Abc_123');
    expect(
      screen.getByText('Choose a new password to finish setting up your account.'),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeFalsy();
  });

  it('shows each 422 message under its field', async () => {
    api.answer({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { email: ['The email must be a valid email address.'], password: ['Too short'] },
      },
    });
    await logIn();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email must be a valid email address.'),
    );
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it("shows the server's message above the form and the toast 'Could not Login'", async () => {
    api.answer({ status: 401, data: { message: 'Invalid email or password' } });
    await logIn();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Invalid email or password'),
        expect.stringContaining('Could not Login'),
      ]),
    );
    const form = screen.getByRole('button', { name: 'Log In' }).closest('form') as HTMLElement;
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useSessionStore.getState().token).toBeNull();
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('explains a login that got no answer', async () => {
    api.answer(() => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)));
    await logIn();
    expect(await screen.findByText('Could not Login')).toBeInTheDocument();
    expect(screen.getByText(/The server could not be reached/)).toBeInTheDocument();
  });

  it('checks the fields before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('The email is required')).toBeInTheDocument();
    expect(screen.getByText('The password is required')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === '/login')).toHaveLength(0);
  });
});

describe('login page in Swahili', () => {
  it('is drawn in Swahili, and says so in Swahili when the server cannot be reached', async () => {
    await act(() => showLanguage('sw'));
    const user = userEvent.setup({ delay: null });
    const { container } = renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Ingia' })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Kurasa zinazohusiana' });
    expect(
      within(links).getByRole('link', { name: 'Umesahau Nenosiri? Liweke Upya Sasa' }),
    ).toHaveAttribute('href', '/requestResetPassword');
    expect(within(links).getByRole('link', { name: 'Mwanzo' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Log In')).toBeNull();

    api.answer(() => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)));
    await user.type(screen.getByRole('textbox'), 'ada@example.com');
    await user.type(container.querySelector('input[name="password"]')!, 'secret123');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    const form = screen.getByRole('button', { name: 'Ingia' }).closest('form') as HTMLElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Seva haikupatikana. Angalia muunganisho wako kisha ujaribu tena.',
    );
  });
});
