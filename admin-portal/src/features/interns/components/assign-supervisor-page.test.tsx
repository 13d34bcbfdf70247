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

const matching = (people: typeof INTERNS, params: { search?: string }) =>
  people.filter((one) => one.Name.toLowerCase().includes((params.search ?? '').toLowerCase()));

let api: MockApi;
function serve(
  put: RouteAnswer = { status: 200, data: { message: 'Supervisor Assigned' } },
  lists: { interns?: number; supervisors?: number } = {},
) {
  api.answer(
    answers({
      // The server searches: here by name, over the test's few people.
      'GET /Admin/User/Interns': (request) => ({
        status: lists.interns ?? 200,
        data: { Interns: matching(INTERNS, request.params), Total: 40 },
      }),
      'GET /Admin/User/Supervisors': (request) => ({
        status: lists.supervisors ?? 200,
        data: { Supervisors: matching(SUPERVISORS, request.params), Total: 2 },
      }),
      'GET /User/12/edit': { status: 200, data: { User: INTERNS[1] } },
      'PUT /User/11': put,
    }),
  );
}
beforeEach(() => {
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, name: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name }));
}

async function choose() {
  const user = userEvent.setup({ delay: null });
  await pick(user, /^Intern/, 'Achieng Atieno');
  await pick(user, /^Supervisor/, 'Wanjiru Kamau, Engineering');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  return user;
}

test("'Assign Supervisor to Intern' sends InternID and SupervisorID and returns to Interns", async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Assign Supervisor to Intern' }),
  ).toBeVisible();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('combobox', { name: /^Intern/ }));
  const interns = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(interns.map((option) => option.textContent)).toEqual([
    'Achieng Atieno',
    'Kevin Mwangi (Otieno)',
  ]);
  // Only a page of people is asked for, never the whole list.
  expect(screen.getByText('The first 20 of 40: type to narrow them down')).toBeInTheDocument();
  await user.keyboard('{Escape}');
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
  expect(await screen.findByRole('combobox', { name: /^Intern/ })).toHaveDisplayValue(
    'Kevin Mwangi (Otieno)',
  );
});

test('typing asks the server for the matches, a page at a time', async () => {
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('combobox', { name: /^Intern/ }), 'kev');
  await waitFor(() =>
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kevin Mwangi (Otieno)']),
  );
  const asked = sent(api.requests, 'GET', '/Admin/User/Interns').map((request) => request.params);
  expect(asked).toContainEqual({ page: 1, pageSize: 20, search: 'kev' });
  expect(asked.every((params) => params.pageSize === 20)).toBe(true);
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
