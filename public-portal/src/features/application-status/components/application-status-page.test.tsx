import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import PublicRoutes from '../../../routes';
import { renderAt } from 'shared-ui/testing';

let api: MockApi;

beforeEach(() => {
  api = mockApi((request) =>
    request.url === '/Position'
      ? { status: 200, data: { Positions: [] } }
      : {
          status: 200,
          data: {
            ApplicationStatus: {
              Name: 'Ada Lovelace',
              Email: 'ada@example.com',
              Position: 'Engineering',
              ApplicationStatus: 'Accepted',
            },
          },
        },
  );
});

afterEach(() => api.restore());

async function check(email: string) {
  const user = userEvent.setup({ delay: null });
  renderAt(<PublicRoutes notFound={null} />, { at: '/applicationStatus' });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Check Status' }));
  return user;
}

describe('application status', () => {
  it("shows the modal 'Your Application Status' with the display text of the status", async () => {
    const user = await check('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Your Application Status' });
    expect(bodyOf(api.requests[0])).toEqual({ Email: 'ada@example.com' });
    expect(api.requests[0].url).toBe('/ApplicationStatus');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'NameAda Lovelace',
      'Emailada@example.com',
      'PositionEngineering',
      'Application StatusAccepted For Interview',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('goes home from the modal', async () => {
    const user = await check('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Your Application Status' });
    await user.click(within(dialog).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('heading', { name: 'Internships' })).toBeInTheDocument();
  });

  it("says 'Email does not exist' for an unknown address", async () => {
    api.answer({ status: 404, data: { message: 'No application for this email' } });
    await check('nobody@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Email does not exist');
    expect(screen.queryByRole('dialog', { name: 'Your Application Status' })).toBeNull();
  });

  it('shows a 422 under the field', async () => {
    api.answer({ status: 422, data: { errors: { Email: ['The Email must be a valid email.'] } } });
    await check('ada@example.com');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The Email must be a valid email.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the address before asking the server', async () => {
    await check('ada@');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
