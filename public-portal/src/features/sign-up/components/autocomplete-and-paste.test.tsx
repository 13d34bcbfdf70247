import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

// WCAG 3.3.8 and 1.3.5: each field says what it holds, so a browser or a password manager can
// fill it, and a pasted password is taken.
let api: MockApi;
beforeEach(() => {
  api = mockApi((request) =>
    request.url === '/Position'
      ? { status: 200, data: { Positions: [] } }
      : { status: 200, data: { message: 'ok' } },
  );
});
afterEach(() => api.restore());

it('asks a new password on the sign-up and the reset pages, and takes one pasted', async () => {
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderAt(<PublicRoutes notFound={null} />, { at: '/signUp' });
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'autocomplete',
    'username',
  );
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
  unmount();
  renderAt(<PublicRoutes notFound={null} />, { at: '/resetPassword/tok-9' });
  const password = screen.getByLabelText(/^New Password/);
  expect(password).toHaveAttribute('autocomplete', 'new-password');
  await user.click(password);
  await user.paste('Kettle-meadow-42');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await waitFor(() => expect(api.requests).toHaveLength(1));
  expect(bodyOf(api.requests[0])).toEqual({ token: 'tok-9', password: 'Kettle-meadow-42' });
});

it("names the application form's fields for the browser to fill them", () => {
  renderAt(<PublicRoutes notFound={null} />, { at: '/' });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('autocomplete', 'tel');
});
