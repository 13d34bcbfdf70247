import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { answers, expectError, person, renderAdmin, sent } from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/assignSupervisor';
const INTERNS = [
  person(11, { Name: 'Achieng Atieno', Role: 'INT' }),
  person(12, { Name: 'Kevin Mwangi', Role: 'INT', Supervisor: { user_id: 6, Name: 'Otieno' } }),
];
const SUPERVISORS = [person(5, { Name: 'Wanjiru Kamau' }), person(6, { Name: 'Otieno' })];

let api: MockApi;
function serve(
  put: RouteAnswer = { status: 200, data: { message: 'Supervisor Assigned' } },
  lists: { interns?: number; supervisors?: number } = {},
) {
  api.answer(
    answers({
      'GET /Admin/User/Interns': { status: lists.interns ?? 200, data: { Interns: INTERNS } },
      'GET /Admin/User/Supervisors': {
        status: lists.supervisors ?? 200,
        data: { Supervisors: SUPERVISORS },
      },
      'PUT /User/11': put,
    }),
  );
}
beforeEach(() => {
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

async function choose() {
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(await screen.findByLabelText(/^Intern/), 'Achieng Atieno');
  await user.selectOptions(screen.getByLabelText(/^Supervisor/), 'Wanjiru Kamau, Engineering');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  return user;
}

test("'Assign Supervisor to Intern' sends InternID and SupervisorID and returns to Interns", async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Assign Supervisor to Intern' }),
  ).toBeVisible();
  const interns = within(screen.getByLabelText(/^Intern/)).getAllByRole('option');
  expect(interns.map((option) => option.textContent)).toEqual([
    'Select a choice',
    'Achieng Atieno',
    'Kevin Mwangi (Otieno)',
  ]);
  await choose();
  expect(await screen.findByText('Supervisor Assigned')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/User/11')[0])).toEqual({
    InternID: 11,
    SupervisorID: 5,
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminDashboard\/interns$/),
  );
});

test('an intern chosen in the link (?intern=) is preselected', async () => {
  renderAdmin(`${PATH}?intern=12`);
  expect(await screen.findByLabelText(/^Intern/)).toHaveDisplayValue('Kevin Mwangi (Otieno)');
});

test('asks for both choices before sending', async () => {
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Select an intern')).toBeInTheDocument();
  expect(screen.getByText('Select a supervisor')).toBeInTheDocument();
  expect(api.requests.filter((request) => request.method === 'put')).toHaveLength(0);
});

test('a 422 shows under its field', async () => {
  serve({ status: 422, data: { errors: { SupervisorID: ['That supervisor is archived.'] } } });
  renderAdmin(PATH);
  await choose();
  expect(await screen.findByText('That supervisor is archived.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test("another failure says 'Could Not Assign Supervisor'", async () => {
  serve({ status: 500, data: {} });
  renderAdmin(PATH);
  await choose();
  await expectError('Could Not Assign Supervisor');
  expect(screen.getByTestId('location')).toHaveTextContent(PATH);
});

test.each([
  [{ interns: 500 }, 'Could not get Interns'],
  [{ supervisors: 500 }, 'Could not get Supervisors'],
])('a failed list load (%o) says %s', async (lists, message) => {
  serve(undefined, lists);
  renderAdmin(PATH);
  await expectError(message);
});
