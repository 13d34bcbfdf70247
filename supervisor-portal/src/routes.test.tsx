import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  intern,
  mockApi,
  renderSupervisor,
  signIn,
  type MockApi,
} from './test-utils/render-supervisor';

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'GET /Supervisor/User/MyInterns': { status: 200, data: { MyInterns: [intern(21)] } },
      'GET /Supervisor/Logbook/Counts': { status: 200, data: { Waiting: 0, PendingAbsences: 0 } },
    }),
  );
});
afterEach(() => api.restore());

test('every page sits in the DASHBOARD frame with My Interns, Assigned Tasks, Logbooks and Logout', async () => {
  renderSupervisor('/supervisorDashboard');
  expect(await screen.findByRole('heading', { name: 'My Interns' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const nav = screen.getByRole('navigation', { name: 'DASHBOARD' });
  expect(within(nav).getByRole('link', { name: 'My Interns' })).toHaveAttribute(
    'href',
    '/supervisorDashboard',
  );
  expect(within(nav).getByRole('link', { name: 'Assigned Tasks' })).toHaveAttribute(
    'href',
    '/supervisorDashboard/assignedTasks',
  );
  expect(within(nav).getByRole('link', { name: 'Logbooks' })).toHaveAttribute(
    'href',
    '/supervisorDashboard/logbooks',
  );
  expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test("the top bar's user menu leads to the profile and the reset page", async () => {
  renderSupervisor('/supervisorDashboard');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Wanjiru Kamau' }));
  const menu = screen.getByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'Reset Password' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/supervisorDashboard/resetPassword');
  expect(screen.getByRole('button', { name: 'Request Password Reset' })).toBeInTheDocument();
});

test('an unknown path inside the portal shows the page the shell passes', () => {
  renderSupervisor('/supervisorDashboard/no-such-page');
  expect(screen.getByText('not found')).toBeInTheDocument();
});
