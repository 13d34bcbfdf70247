import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answers,
  expectError,
  POSITIONS,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/supervisors/add';
let api: MockApi;

function serve(
  post: RouteAnswer = { status: 201, data: { message: 'Supervisor Created', id: 9 } },
) {
  api.answer(
    answers({
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'POST /User': post,
      'GET /Admin/User/Supervisors': { status: 200, data: { Supervisors: [] } },
    }),
  );
}

beforeEach(() => {
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

async function fill() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Wanjiru Kamau');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'wanjiru@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '712345678');
  await user.selectOptions(screen.getByLabelText(/^Department/), 'Technology');
  return user;
}

test("'Add New Supervisor' sends the four fields with Role SUP, says so and returns", async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Add New Supervisor' }),
  ).toBeVisible();
  expect(screen.getByLabelText(/^Department/)).toHaveDisplayValue('Select a choice');
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Supervisor Created')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/User')[0])).toEqual({
    Name: 'Wanjiru Kamau',
    Email: 'wanjiru@example.com',
    PhoneNumber: '+254712345678',
    Position: 3,
    Role: 'SUP',
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminDashboard\/supervisors$/),
  );
});

test('checks the fields before sending', async () => {
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('The email is required')).toBeInTheDocument();
  expect(screen.getByText('Select a department')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/User')).toHaveLength(0);
});

test('a 422 shows under its fields, without a popup', async () => {
  serve({
    status: 422,
    data: {
      message: 'Invalid',
      errors: { Email: ['The email has already been taken.'], PhoneNumber: ['Bad phone.'] },
    },
  });
  renderAdmin(PATH);
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByText('Bad phone.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(PATH);
});

test("any other failure says 'Could not create supervisor' with the server's reason", async () => {
  serve({ status: 409, data: { message: 'This e-mail is already registered.' } });
  renderAdmin(PATH);
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await expectError('Could not create supervisor');
  expect(dialog).toHaveTextContent('This e-mail is already registered.');
});

test("departments that fail to load say 'Could not get Positions'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin(PATH);
  await expectError('Could not get Positions');
});
