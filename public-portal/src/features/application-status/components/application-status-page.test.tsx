import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import PublicRoutes from '../../../routes';
import { answerQuestion, renderAt } from 'shared-ui/testing';

let api: MockApi;
const SENT = 'If an application uses this address, we have e-mailed a link to it.';

beforeEach(() => {
  api = mockApi((request) =>
    request.url === '/Position'
      ? { status: 200, data: { Positions: [] } }
      : request.url === '/PersonalData/Request'
        ? { status: 202, data: { message: SENT } }
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

  it('gives the focus back to Check Status when closed with Escape', async () => {
    const user = await check('ada@example.com');
    await screen.findByRole('dialog', { name: 'Your Application Status' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check Status' })).toHaveFocus());
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

describe('personal data from the status check', () => {
  const requests = () => api.requests.filter((request) => request.url === '/PersonalData/Request');

  it('sends a copy to the checked address at once and shows what the server says', async () => {
    const user = await check('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Your Application Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Send me a copy of my data' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
    expect(requests()).toHaveLength(1);
    expect(requests()[0].method).toBe('post');
    expect(bodyOf(requests()[0])).toEqual({ Email: 'ada@example.com', Action: 'export' });
  });

  it('asks before withdrawing, and sends nothing on Cancel', async () => {
    const user = await check('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Your Application Status' });
    const withdraw = within(dialog).getByRole('button', {
      name: 'Withdraw my application and erase my data',
    });
    await user.click(withdraw);
    await answerQuestion(
      user,
      'Withdraw your application and erase your data? We will e-mail you a link to confirm it.',
      'Cancel',
    );
    expect(requests()).toHaveLength(0);

    await user.click(withdraw);
    await answerQuestion(
      user,
      'Withdraw your application and erase your data? We will e-mail you a link to confirm it.',
      'Yes',
    );
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(bodyOf(requests()[0])).toEqual({ Email: 'ada@example.com', Action: 'erase' });
  });

  it("says 'Could not send request' with the server's reason after too many requests", async () => {
    const user = await check('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Your Application Status' });
    api.answer({ status: 429, data: { message: 'Too many requests, try again in a minute.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send me a copy of my data' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Could not send request');
    expect(error).toHaveTextContent('Too many requests, try again in a minute.');
  });

  it("shows a refused address's reason in the popup (the dialog has no Email field)", async () => {
    const user = await check('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Your Application Status' });
    api.answer({ status: 422, data: { errors: { Email: ['The Email must be a valid email.'] } } });
    await user.click(within(dialog).getByRole('button', { name: 'Send me a copy of my data' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Could not send request');
    expect(error).toHaveTextContent('The Email must be a valid email.');
  });
});
