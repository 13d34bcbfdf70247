import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-api';
import { TaskIcon } from 'shared-ui/icons';
import { mockApi, type MockApi } from 'shared-api/testing';
import { renderAdmin } from './test-utils/render-admin';

jest.mock('./features/dashboard/components/pipeline-charts', () => ({
  __esModule: true,
  default: () => null,
}));

let api: MockApi;
beforeEach(() => {
  useSessionStore.setState({
    token: 't',
    roles: ['ADM'],
    user_info: { Name: 'Amina', user_id: 3 },
  });
  // Every list empty, every count zero: only the frame and the routes matter here.
  api = mockApi({
    status: 200,
    data: {
      Applicants: [],
      Mails: [],
      TotalUsers: 0,
      ByStatus: { Processing: 0, Accepted: 0, Passed: 0, Declined: 0 },
      ByPosition: [],
      Supervisors: [],
      Interns: [],
      Positions: [],
      Intakes: [],
      Kinds: [],
      Imports: [],
      Packages: [],
      StaffTwoFactorRequired: false,
      StaffSsoRequired: false,
      Directories: [],
      ScimUrl: 'https://internship.example/scim/v2',
      Changes: [],
      Next: null,
      Week: { From: '2026-12-07', To: '2026-12-13' },
      TimeZone: 'Africa/Nairobi',
      Truncated: false,
      Slots: [],
    },
  });
});
afterEach(() => api.restore());

test('the index is the dashboard, inside the admin frame with the spec sidebar', async () => {
  const user = userEvent.setup({ delay: null });
  renderAdmin('/adminDashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Amina' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const nav = screen.getByRole('navigation', { name: 'ADMIN' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Dashboard',
    'Applications',
    'Selected Applicants',
    'Interview slots',
    'Supervisors',
    'Interns',
    'Positions',
    'Intakes',
    'Universities',
    'Reports',
    'Import',
    'Releases',
    'Sign-in',
    'Directory sync',
  ]);
  expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test("each item of the sidebar has an icon of its own, Intakes not the supervisor's tasks clipboard", async () => {
  const user = userEvent.setup({ delay: null });
  renderAdmin('/adminDashboard');
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  const nav = screen.getByRole('navigation', { name: 'ADMIN' });
  const drawingOf = (element: Element) => element.querySelector('svg path')?.getAttribute('d');
  const drawings = within(nav)
    .getAllByRole('link')
    .map((link) => drawingOf(link));
  expect(drawings.every(Boolean)).toBe(true);
  expect(new Set(drawings).size).toBe(drawings.length);
  const clipboard = drawingOf(render(<TaskIcon />).container);
  expect(drawingOf(within(nav).getByRole('link', { name: 'Intakes' }))).not.toBe(clipboard);
});

test.each([
  ['/adminDashboard/applications', 'Internship Applications'],
  ['/adminDashboard/selectedApplicants', 'Selected Applicants'],
  ['/adminDashboard/interviewSlots', 'Interview slots'],
  ['/adminDashboard/mail', 'Undelivered E-mails'],
  ['/adminDashboard/supervisors', 'Supervisors'],
  ['/adminDashboard/supervisors/add', 'Add New Supervisor'],
  ['/adminDashboard/interns', 'Interns'],
  ['/adminDashboard/assignSupervisor', 'Assign Supervisor to Intern'],
  ['/adminDashboard/positions', 'Positions'],
  ['/adminDashboard/intakes', 'Intakes'],
  ['/adminDashboard/universities', 'Universities'],
  ['/adminDashboard/reports', 'Reports'],
  ['/adminDashboard/import', 'Import'],
  ['/adminDashboard/releases', 'Releases'],
  ['/adminDashboard/signIn', 'Sign-in'],
  ['/adminDashboard/directorySync', 'Directory sync'],
])('%s shows %s inside the frame', async (path, title) => {
  renderAdmin(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
});

test('an unknown path inside the portal shows the page the shell passes, without the frame', () => {
  renderAdmin('/adminDashboard/no-such-page');
  expect(screen.getByText('not found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
});
