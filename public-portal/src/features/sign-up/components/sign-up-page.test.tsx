import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import PublicRoutes from '../../../routes';
import { renderAt } from 'shared-ui/testing';

let api: MockApi;

beforeEach(() => {
  api = mockApi({
    status: 201,
    data: { message: 'Sign Up Successfull. You can login now', id: 3 },
  });
});

afterEach(() => api.restore());

async function signUp(email = 'ada@example.com', password = 'Kettle-meadow-42', at = '/signUp') {
  const user = userEvent.setup({ delay: null });
  renderAt(<PublicRoutes notFound={null} />, { at });
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
}

describe('sign up', () => {
  it('shows the hint and the links', () => {
    renderAt(<PublicRoutes notFound={null} />, { at: '/signUp' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(
      screen.getByText('Please use the same email as used while applying'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
  });

  it('activates the account, says so and goes to /login', async () => {
    await signUp();
    expect(await screen.findByText('Sign Up Successfull. You can login now')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.requests[0].url).toBe('/Account/Activate');
    expect(bodyOf(api.requests[0])).toEqual({
      email: 'ada@example.com',
      password: 'Kettle-meadow-42',
    });
  });

  it('opened from the e-mailed link, fills in the e-mail and sends the token', async () => {
    await signUp('', 'Kettle-meadow-42', '/signUp?token=tk-123&email=ada%2Bx%40example.com');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(bodyOf(api.requests[0])).toEqual({
      email: 'ada+x@example.com',
      password: 'Kettle-meadow-42',
      token: 'tk-123',
    });
  });

  it('says a link was e-mailed when the server answers 202, and stays', async () => {
    const sent = 'We have sent you an e-mail with a link to activate your account.';
    api.answer({ status: 202, data: { message: sent } });
    await signUp();
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Sign Up Successfull. You can login now')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/signUp');
  });

  it('shows a 401 as field errors', async () => {
    api.answer({
      status: 401,
      data: {
        message: 'No accepted application',
        errors: { email: ['No application for this email has passed the interview.'] },
      },
    });
    await signUp();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'No application for this email has passed the interview.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/signUp');
  });

  it('shows a 422 under the password', async () => {
    api.answer({ status: 422, data: { errors: { password: ['The password is too common.'] } } });
    await signUp();
    expect(await screen.findByText('The password is too common.')).toBeInTheDocument();
  });

  it("shows 'Could not Sign Up' for other failures", async () => {
    api.answer({ status: 409, data: { message: 'This account is already activated.' } });
    await signUp();
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Could not Sign Up');
    expect(dialog).toHaveTextContent('This account is already activated.');
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<PublicRoutes notFound={null} />, { at: '/signUp' });
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
