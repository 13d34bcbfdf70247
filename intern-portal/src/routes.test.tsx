import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  mockApi,
  renderIntern,
  NOTHING_ENDED,
  type MockApi,
} from './test-utils/render-intern';
import { entry } from './test-utils/logbook';

let api: MockApi;
beforeEach(() => {
  api = mockApi(answers({ ...NOTHING_ENDED, 'GET /Task': { status: 200, data: { Tasks: [] } } }));
});
afterEach(() => api.restore());

test('the index page sits in the dashboard frame with My Tasks and Logout', async () => {
  renderIntern('/internDashboard');
  expect(await screen.findByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const nav = screen.getByRole('navigation', { name: 'DASHBOARD' });
  expect(within(nav).getByRole('link', { name: 'My Tasks' })).toHaveAttribute(
    'href',
    '/internDashboard',
  );
  expect(within(nav).getByRole('link', { name: 'Logbook' })).toHaveAttribute(
    'href',
    '/internDashboard/logbook',
  );
  expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test.each([
  ['/internDashboard/logbook', 'Logbook'],
  ['/internDashboard/logbook/absence', 'Request Absence'],
  ['/internDashboard/logbook/2027-01-04', 'Week of 4 Jan 2027'],
])('%s shows its page in the frame', async (path, heading) => {
  api.answer(
    answers({
      'GET /Intern/Logbook': { status: 200, data: { StartsOn: '', EndsOn: '', Weeks: [] } },
      'GET /Intern/Absence': { status: 200, data: { Absences: [], Total: 0 } },
      'GET /Intern/Logbook/2027-01-04': { status: 200, data: entry() },
    }),
  );
  renderIntern(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test("the top bar's user menu leads to the profile and the reset page", async () => {
  renderIntern('/internDashboard');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Amina Wanjiku' }));
  const menu = screen.getByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Reset Password' })).toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'My Profile' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/profile');
});

test('an unknown path inside the portal shows the page the shell passes', () => {
  renderIntern('/internDashboard/no-such-page');
  expect(screen.getByText('not found')).toBeInTheDocument();
});
