import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import PublicRoutes from '../../../routes';
import { renderAt } from 'shared-ui/testing';

let api: MockApi;

beforeEach(() => {
  api = mockApi({ status: 200, data: { message: 'ok' } });
});

afterEach(() => api.restore());

describe('request a password reset', () => {
  async function request(email: string) {
    const user = userEvent.setup({ delay: null });
    renderAt(<PublicRoutes notFound={null} />, { at: '/requestResetPassword' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  }

  it('shows the hint and the link', () => {
    renderAt(<PublicRoutes notFound={null} />, { at: '/requestResetPassword' });
    expect(
      screen.getByText('Please use the same email as used while logging in'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now?' })).toHaveAttribute('href', '/login');
  });

  it("sends the address and says 'Please check your email!'", async () => {
    await request('ada@example.com');
    // The toast, and the note that stays on the page.
    expect(await screen.findAllByText('Please check your email!')).toHaveLength(2);
    expect(api.requests[0].url).toBe('/PasswordReset');
    expect(bodyOf(api.requests[0])).toEqual({ email: 'ada@example.com' });
  });

  it('shows a 422 under the field', async () => {
    api.answer({ status: 422, data: { errors: { email: ['The email must be a valid email.'] } } });
    await request('ada@example.com');
    expect(await screen.findByText('The email must be a valid email.')).toBeInTheDocument();
  });

  it("shows 'Could not send request' when the server fails", async () => {
    api.answer({ status: 429, data: { message: 'Too many attempts' } });
    await request('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Could not send request');
    expect(dialog).toHaveTextContent('Too many attempts');
  });
});

describe('reset the password with the token of the link', () => {
  async function reset(password: string) {
    const user = userEvent.setup({ delay: null });
    renderAt(<PublicRoutes notFound={null} />, { at: '/resetPassword/tok-123' });
    await user.type(screen.getByLabelText(/^New Password/), password);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    return user;
  }

  it("sends the token and the password, says 'Password Reset Successfully!' and goes to /login", async () => {
    await reset('Kettle-meadow-42');
    expect(await screen.findByText('Password Reset Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.requests[0].url).toBe('/Reset');
    expect(bodyOf(api.requests[0])).toEqual({ token: 'tok-123', password: 'Kettle-meadow-42' });
  });

  it('has a show/hide toggle and the link', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<PublicRoutes notFound={null} />, { at: '/resetPassword/tok-123' });
    expect(screen.getByRole('link', { name: 'Login Now?' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
  });

  it('checks the password rules before sending', async () => {
    await reset('eleven-char');
    expect(await screen.findByText('Use 12 to 128 characters')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('says clearly that an expired or used link cannot be used', async () => {
    api.answer({
      status: 422,
      data: { errors: { token: ['This reset link is invalid, used or expired.'] } },
    });
    await reset('Kettle-meadow-42');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link cannot be used');
    expect(alert).toHaveTextContent('This reset link is invalid, used or expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/requestResetPassword',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/resetPassword/tok-123');
  });

  it('shows a 422 on the password under the field', async () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    api.answer({ status: 422, data: { errors: { password: [common] } } });
    await reset('password1234');
    expect(await screen.findByText(common)).toBeInTheDocument();
  });

  it("shows 'Password could not be reset!' for other failures", async () => {
    api.answer({ status: 500, data: { message: 'Internal error' } });
    await reset('Kettle-meadow-42');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Password could not be reset!');
  });
});
