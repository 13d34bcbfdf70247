import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type Performance, type User } from 'shared-api';
import {
  answers,
  bodyOf,
  failures,
  INTERN,
  mockApi,
  renderIntern,
  sent,
  submittedEvaluation,
  SUPERVISOR,
  type MockApi,
  NOTHING_ENDED,
} from '../../../test-utils/render-intern';
import { ATTENDANCE, NO_DAYS_YET } from '../../../test-utils/logbook';

const profile: User = {
  user_id: INTERN.user_id,
  Name: INTERN.Name,
  Email: 'amina@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'INT',
  Supervisor: { ...SUPERVISOR },
};

const performance: Performance = {
  User: profile,
  Overall: 70,
  Tasks: [
    {
      id: 1,
      Task: 'Open task',
      Rating: null,
      Status: 'Assigned',
      Deadline: '2026-12-01',
      CompletedAt: null,
    },
    {
      id: 2,
      Task: 'Waiting task',
      Rating: null,
      Status: 'Completed',
      Deadline: '2026-11-01',
      CompletedAt: '2026-11-01T10:00:00Z',
    },
    {
      id: 3,
      Task: 'Rated task',
      Rating: 70,
      Status: 'Completed',
      Deadline: '2026-10-01',
      CompletedAt: '2026-10-01T10:00:00Z',
    },
  ],
};

// Every page of the profile reads the details (GET /User/7/edit); the profile page also reads the
// ratings (GET /User/7), where the edit page returns after a save.
let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      ...NOTHING_ENDED,
      ...NO_DAYS_YET,
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'GET /User/7': { status: 200, data: performance },
      'PUT /User/7': { status: 200, data: { message: 'Details Updated' } },
      'POST /PasswordReset': { status: 200, data: { message: 'ok' } },
    }),
  );
});
afterEach(() => api.restore());

describe('/internDashboard/profile', () => {
  test('shows the spinner, then the performance card and the profile card', async () => {
    renderIntern('/internDashboard/profile');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    const ratings = await screen.findByRole('list', { name: 'Task ratings' });
    expect(within(ratings).getByText('Open task').parentElement).toHaveTextContent('Not completed');
    expect(within(ratings).getByText('Waiting task').parentElement).toHaveTextContent('Not rated');
    expect(within(ratings).getByText('Rated task').parentElement).toHaveTextContent('70%');
    expect(screen.getByText('Overall Performance:').parentElement).toHaveTextContent('70%');

    const terms = screen.getAllByRole('rowheader').map((term) => term.textContent);
    const values = screen.getAllByRole('cell').map((value) => value.textContent);
    // The profile's details, then the attendance of an intern with no days recorded yet.
    expect(terms).toEqual([
      'Name',
      'Email',
      'Phone Number',
      'Internship Position',
      'Supervisor',
      'Days expected',
      'Present',
      'Excused',
      'Absent',
      'Share present',
    ]);
    expect(values).toEqual([
      INTERN.Name,
      'amina@example.com',
      '+254712345678',
      'Engineering',
      SUPERVISOR.Name,
      '0',
      '0',
      '0',
      '0',
      '—',
    ]);
  });

  test("shows the intern's attendance beside the ratings, from their own GET /Attendance/7", async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        'GET /User/7/edit': { status: 200, data: { User: profile } },
        'GET /User/7': { status: 200, data: performance },
        'GET /Attendance/7': { status: 200, data: ATTENDANCE },
      }),
    );
    renderIntern('/internDashboard/profile');
    const table = await screen.findByRole('table', { name: 'Attendance' });
    expect(screen.getByRole('heading', { level: 2, name: 'Attendance' })).toBeInTheDocument();
    const cellOf = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).nextElementSibling;
    expect(cellOf('Days expected')).toHaveTextContent('25');
    expect(cellOf('Present')).toHaveTextContent('22');
    expect(cellOf('Excused')).toHaveTextContent('1');
    expect(cellOf('Absent')).toHaveTextContent('2');
    expect(cellOf('Share present')).toHaveTextContent('92 %');
  });

  test("a failed load of the attendance says 'Could not get Attendance'", async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        'GET /User/7/edit': { status: 200, data: { User: profile } },
        'GET /User/7': { status: 200, data: performance },
        'GET /Attendance/7': failures.server,
      }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not get Attendance',
    );
    expect(
      screen.queryByRole('table', { name: 'Attendance', hidden: true }),
    ).not.toBeInTheDocument();
  });

  test("'Edit Profile' leads to the edit page of the intern", async () => {
    renderIntern('/internDashboard/profile');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Edit Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/editProfile/7');
  });

  test('an intern without a supervisor yet is told so', async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        ...NO_DAYS_YET,
        'GET /User/7/edit': { status: 200, data: { User: { ...profile, Supervisor: null } } },
        'GET /User/7': { status: 200, data: { ...performance, Tasks: [], Overall: null } },
      }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByText('Not assigned yet')).toBeInTheDocument();
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  });

  test("a failed load of the details says 'Could not get profile details'", async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        ...NO_DAYS_YET,
        'GET /User/7/edit': failures.server,
        'GET /User/7': { status: 200, data: performance },
      }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not get profile details',
    );
  });

  test("a failed load of the ratings says 'Could not get performance details'", async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        ...NO_DAYS_YET,
        'GET /User/7/edit': { status: 200, data: { User: profile } },
        'GET /User/7': failures.server,
      }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not get performance details',
    );
  });
});

describe('/internDashboard/editProfile/7', () => {
  async function openForm() {
    renderIntern('/internDashboard/editProfile/7');
    await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
    return userEvent.setup({ delay: null });
  }

  test('shows the spinner, then the form filled with the details', async () => {
    renderIntern('/internDashboard/editProfile/7');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(INTERN.Name);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amina@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+254 712 345678');
  });

  test("Save Changes sends Name, Email and PhoneNumber, says 'Details Updated', renames the session", async () => {
    const user = await openForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Amina W. Otieno');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Details Updated')).toBeInTheDocument();
    expect(bodyOf(sent(api.requests, 'PUT', '/User/7')[0])).toEqual({
      Name: 'Amina W. Otieno',
      Email: 'amina@example.com',
      PhoneNumber: '+254712345678',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/profile'),
    );
    expect(useSessionStore.getState().user_info?.Name).toBe('Amina W. Otieno');
  });

  test('the client checks the fields before sending', async () => {
    const user = await openForm();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('The email is required')).toBeInTheDocument();
    expect(sent(api.requests, 'PUT', '/User/7')).toHaveLength(0);
  });

  test('a 422 shows each message under its field', async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        ...NO_DAYS_YET,
        'GET /User/7/edit': { status: 200, data: { User: profile } },
        'PUT /User/7': {
          status: 422,
          data: {
            message: 'Invalid',
            errors: {
              Name: ['The Name is too long.'],
              Email: ['The email is already registered.'],
              PhoneNumber: ['The phone number is not valid.'],
            },
          },
        },
      }),
    );
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The email is already registered.')).toBeInTheDocument();
    expect(screen.getByText('The Name is too long.')).toBeInTheDocument();
    expect(screen.getByText('The phone number is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  test("a refused save says 'Could not update details' and stays", async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        ...NO_DAYS_YET,
        'GET /User/7/edit': { status: 200, data: { User: profile } },
        'PUT /User/7': failures.server,
      }),
    );
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not update details',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/editProfile/7');
  });

  test("a failed load says 'Could not get your details'", async () => {
    api.answer(failures.server);
    renderIntern('/internDashboard/editProfile/7');
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not get your details',
    );
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument(),
    );
  });
});

describe('/internDashboard/resetPassword', () => {
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
        ...NOTHING_ENDED,
        ...NO_DAYS_YET,
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
});

describe('the final evaluation card', () => {
  test('shows the submitted evaluation: scores, assessment, recommendation, supervisor', async () => {
    api.answer(
      answers({
        ...NOTHING_ENDED,
        ...NO_DAYS_YET,
        'GET /User/7/edit': { status: 200, data: { User: profile } },
        'GET /User/7': { status: 200, data: performance },
        ...submittedEvaluation({
          Assessment: 'Careful and quick to learn.',
          SubmittedAt: '2027-06-25T09:00:00Z',
        }),
      }),
    );
    renderIntern('/internDashboard/profile');
    const heading = await screen.findByRole('heading', { name: 'Final Evaluation' });
    const evaluationCard = heading.closest('.MuiCard-root') as HTMLElement;
    expect(evaluationCard).toHaveTextContent('By Wanjiru Kamau, submitted on 25 Jun 2027');
    expect(evaluationCard).toHaveTextContent('Technical skill4 / 5');
    expect(evaluationCard).toHaveTextContent('Initiative2 / 5');
    expect(evaluationCard).toHaveTextContent('RecommendationHighly recommended');
    expect(evaluationCard).toHaveTextContent('Careful and quick to learn.');
  });

  test('is not there before it is submitted', async () => {
    renderIntern('/internDashboard/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await waitFor(() => expect(sent(api.requests, 'GET', '/Evaluation/mine')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Final Evaluation' })).not.toBeInTheDocument();
  });
});
