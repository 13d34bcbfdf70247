import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  bodyOf,
  failures,
  mockApi,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: { Email: 'amina@example.com' } } },
      'POST /PasswordReset': { status: 200, data: { message: 'ok' } },
    }),
  );
});
afterEach(() => api.restore());

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
  expect(dialog).toHaveTextContent(
    'Do you want to request a password reset? You will be logged out!',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

test("asks first, then sends the intern's e-mail and says 'Please check your email!'", async () => {
  renderIntern('/internDashboard/resetPassword');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
  await confirm(user);
  expect(await screen.findByText('Please check your email!')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/PasswordReset')[0])).toEqual({
    email: 'amina@example.com',
  });
});

test("a refused request says 'Could not make the request!'", async () => {
  api.answer(
    answers({
      'GET /User/7/edit': { status: 200, data: { User: { Email: 'amina@example.com' } } },
      'POST /PasswordReset': failures.server,
    }),
  );
  renderIntern('/internDashboard/resetPassword');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
  await confirm(user);
  expect(await screen.findByText('Could not make the request!')).toBeInTheDocument();
});
