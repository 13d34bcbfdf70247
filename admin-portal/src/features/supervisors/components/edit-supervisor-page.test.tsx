import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { EDIT_PAGES, editPageAnswers } from '../../../test-utils/person-edit-page';
import {
  answers,
  expectError,
  person,
  POSITIONS,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';

// The supervisor and the intern edit pages are one form (PersonFormPage); each is tested here.
const CASES = [
  {
    ...EDIT_PAGES.supervisor,
    title: 'Edit Supervisor Details',
    loadFailure: 'Could not get Supervisor Details',
  },
  {
    ...EDIT_PAGES.intern,
    title: 'Edit Intern Details',
    loadFailure: 'Could not get Intern Details',
  },
];

let api: MockApi;
function serve(put: RouteAnswer = { status: 200, data: { message: 'Details Updated' } }) {
  api.answer(answers({ ...editPageAnswers(), 'PUT /User/5': put }));
}
beforeEach(() => {
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

describe.each(CASES)('the $kind edit page', ({ path, title, list, loadFailure }) => {
  test(`'${title}' shows the four fields filled, saves and returns`, async () => {
    renderAdmin(path);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Wanjiru Kamau');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('person5@example.com');
    expect(screen.getByLabelText(/^Department/)).toHaveDisplayValue('Engineering');
    const signIn = screen.getByRole('region', { name: 'Sign-in' });
    expect(
      await within(signIn).findByText(
        'Last sign-in: 27 Nov 2026, 12:30, with Password and second factor',
      ),
    ).toBeVisible();
    expect(within(signIn).getByText('Open sessions: 2')).toBeVisible();
    expect(within(signIn).getByText('Passkeys: 1')).toBeVisible();
    expect(within(signIn).getByText('Authenticator app: set up')).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.clear(name);
    await user.type(name, 'Wanjiru Njeri');
    await user.selectOptions(screen.getByLabelText(/^Department/), 'Advisory');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Details Updated')).toBeInTheDocument();
    expect(bodyOf(sent(api.requests, 'PUT', '/User/5')[0])).toEqual({
      Name: 'Wanjiru Njeri',
      Email: 'person5@example.com',
      PhoneNumber: '+254712345678',
      Position: 1,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(list));
  });

  test('a 422 shows under its field', async () => {
    serve({ status: 422, data: { errors: { Name: ['The name is too long.'] } } });
    renderAdmin(path);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The name is too long.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  test("another failure says 'Could not update details'", async () => {
    serve({ status: 500, data: {} });
    renderAdmin(path);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await expectError('Could not update details');
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  test(`a failed load says '${loadFailure}' and offers the way back`, async () => {
    api.answer(
      answers({
        'GET /Position': { status: 200, data: { Positions: POSITIONS } },
        'GET /User/5/edit': { status: 404, data: { message: 'User not found' } },
      }),
    );
    renderAdmin(path);
    await expectError(loadFailure);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      list,
    );
  });
});

test('a supervisor a directory manages: its fields locked with the reason, the Department saved', async () => {
  api.answer(
    answers({
      ...editPageAnswers(),
      'GET /User/5/edit': {
        status: 200,
        data: { User: person(5, { Name: 'Wanjiru Kamau', ManagedBy: 'Contoso Entra ID' }) },
      },
      'PUT /User/5': { status: 200, data: { message: 'Details Updated' } },
    }),
  );
  renderAdmin(EDIT_PAGES.supervisor.path);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Managed by Contoso Entra ID');
  expect(notice).toHaveTextContent(
    'Name, Email and Phone Number are changed in Contoso Entra ID, which also deactivates the account.',
  );
  expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: /^Email/ })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: /^Phone/ })).toBeDisabled();
  const department = screen.getByLabelText(/^Department/);
  expect(department).toBeEnabled();
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(department, 'Advisory');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details Updated')).toBeInTheDocument();
  // The Department alone: the directory's fields are not the form's to send.
  expect(bodyOf(sent(api.requests, 'PUT', '/User/5')[0])).toEqual({ Position: 1 });
});

test('a managed supervisor with no phone number still has a Department to save', async () => {
  api.answer(
    answers({
      ...editPageAnswers(),
      'GET /User/5/edit': {
        status: 200,
        data: { User: person(5, { PhoneNumber: null, ManagedBy: 'Contoso Entra ID' }) },
      },
      'PUT /User/5': { status: 200, data: { message: 'Details Updated' } },
    }),
  );
  renderAdmin(EDIT_PAGES.supervisor.path);
  const user = userEvent.setup({ delay: null });
  await user.selectOptions(await screen.findByLabelText(/^Department/), 'Advisory');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Details Updated')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/User/5')[0])).toEqual({ Position: 1 });
});

test('a supervisor no directory manages has no notice and every field open', async () => {
  renderAdmin(EDIT_PAGES.supervisor.path);
  expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeEnabled();
  expect(screen.queryByText(/^Managed by/)).toBeNull();
});
