import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-api';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import { renderWithHost } from '../test-utils/render';
import { PasswordResetRequest } from './password-reset-request';

const USER = {
  user_id: 3,
  Name: 'Lin',
  Email: 'lin@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'INT',
  Supervisor: null,
};

let api: MockApi;

function answerAll(resetStatus = 200) {
  api.answer((request) => {
    if (request.url === '/User/3/edit') return { status: 200, data: { User: USER } };
    if (request.url === '/PasswordReset') return { status: resetStatus, data: { message: 'x' } };
    return { status: 200, data: { message: 'Logged out' } };
  });
}

function renderPage(email?: string) {
  return renderWithHost(
    <MemoryRouter initialEntries={['/internDashboard/resetPassword']}>
      <Routes>
        <Route
          path="/internDashboard/resetPassword"
          element={<PasswordResetRequest email={email} />}
        />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore
    .getState()
    .startSession({ user: { Name: 'Lin', user_id: 3 }, Role: ['INT'], token: 't' });
  api = mockApi();
  answerAll();
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

it('asks first, then shows the notice for 3 seconds, then logs out and goes to /login', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'Do you want to request a password reset? You will be logged out!',
  );
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Please check your email!')).toBeInTheDocument();
  expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'get /User/3/edit',
    'post /PasswordReset',
  ]);
  expect(bodyOf(api.requests[1])).toEqual({ email: 'lin@example.com' });

  await act(async () => jest.advanceTimersByTime(2999));
  expect(screen.getByText('Please check your email!')).toBeInTheDocument();
  expect(localStorage.getItem('ACCESS_TOKEN')).toBe('t');

  await act(async () => jest.advanceTimersByTime(1));
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(api.requests[2]).toMatchObject({ method: 'post', url: '/logout' });
  expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  expect(useSessionStore.getState().token).toBeNull();
});

it('uses a given e-mail without looking it up', async () => {
  const user = userEvent.setup();
  renderPage('given@example.com');
  await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await screen.findByText('Please check your email!');
  expect(api.requests.map((r) => r.url)).toEqual(['/PasswordReset']);
  expect(bodyOf(api.requests[0])).toEqual({ email: 'given@example.com' });
});

it('does nothing when the user cancels', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.requests).toHaveLength(0);
});

it('shows the failure and keeps the session when the request fails', async () => {
  answerAll(500);
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Could not make the request!')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(localStorage.getItem('ACCESS_TOKEN')).toBe('t');
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Request Password Reset' })).toBeEnabled(),
  );
});

it("says when the user's details cannot be read", async () => {
  api.answer({ status: 404, data: { message: 'Not found' } });
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Could not get your details')).toBeInTheDocument();
  expect(api.requests.map((r) => r.url)).toEqual(['/User/3/edit']);
});
