import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

let api: MockApi;

beforeEach(() => {
  api = mockApi({
    status: 200,
    data: { message: 'Your email has been changed. Log in with it from now on.' },
  });
});

afterEach(() => api.restore());

async function openAndConfirm() {
  const user = userEvent.setup({ delay: null });
  renderAt(<PublicRoutes notFound={null} />, { at: '/confirmEmail/tk-42' });
  await user.click(await screen.findByRole('button', { name: 'Confirm My New Email' }));
}

describe('confirm a new email', () => {
  it('changes nothing until the button is pressed', async () => {
    renderAt(<PublicRoutes notFound={null} />, { at: '/confirmEmail/tk-42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Email' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
    expect(api.requests).toHaveLength(0);
  });

  it("sends the link's token and says the email changed", async () => {
    await openAndConfirm();
    expect(
      await screen.findByText('Your email has been changed. Log in with it from now on.'),
    ).toBeInTheDocument();
    expect(api.requests[0].url).toBe('/Account/ConfirmEmail');
    expect(bodyOf(api.requests[0])).toEqual({ token: 'tk-42' });
    expect(screen.queryByRole('button', { name: 'Confirm My New Email' })).toBeNull();
  });

  it.each([
    [
      422,
      { errors: { token: ['This link is invalid, used or expired.'] } },
      'This link is invalid, used or expired.',
    ],
    [
      409,
      { message: 'This email is already used by another account.' },
      'This email is already used by another account.',
    ],
  ])('shows a refused link (%i) on the page', async (status, data, text) => {
    api.answer({ status, data });
    await openAndConfirm();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Could not update details' for other failures", async () => {
    api.answer({ status: 500, data: { message: 'Internal server error' } });
    await openAndConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Could not update details');
  });
});
