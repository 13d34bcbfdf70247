import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { useNotificationStore } from 'shared-ui/feedback';
import { emailOutcomeTexts } from '../../../utils/email-outcome';
import { answers, application, renderAdmin, sent } from '../../../test-utils/render-admin';
import { EMAIL_NOT_CONFIRMED } from '../hooks/use-schedule-interview';

const DATE = '2099-03-04';
const PATH = '/adminDashboard/applications/7/scheduleInterview';
const applicant = application(7, { Name: 'Ada Lovelace', Email: 'ada@example.com' });

let api: MockApi;
let stored = applicant;

function serve(put: RouteAnswer) {
  api.answer(
    answers({
      'GET /Apply/7': () => ({
        status: 200,
        data: { Applicant: stored, Cv: 'https://x/cv', AttachmentLetter: 'https://x/l' },
      }),
      'PUT /Apply/7': put,
      'GET /Admin/User/Interviews': { status: 200, data: { Applicants: [] } },
    }),
  );
}

const accepted = (Email: string) => ({
  status: 200,
  data: { message: 'm', ApplicationStatus: 'Accepted', Email },
});

beforeEach(() => {
  stored = applicant;
  api = mockApi();
  serve(accepted('sent'));
});
afterEach(() => api.restore());

async function schedule(date = DATE) {
  const user = userEvent.setup({ delay: null });
  renderAdmin(PATH);
  const email = await screen.findByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(email).toHaveValue('ada@example.com'));
  fireEvent.change(screen.getByLabelText(/^Interview Date/), { target: { value: date } });
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  return user;
}

const location = () => screen.getByTestId('location');
const toastMessages = () => useNotificationStore.getState().toasts.map((toast) => toast.message);

test('shows the heading, the applicant e-mail read-only and the date picker', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Schedule an Interview for this Applicant',
    }),
  ).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toHaveValue('ada@example.com');
  expect(email).toHaveAttribute('readonly');
  const date = screen.getByLabelText(/^Interview Date/);
  expect(date).toHaveAttribute('type', 'date');
  expect(date).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
});

test("a failed load says 'Could not get Intern Email'", async () => {
  api.answer({ status: 404, data: { message: 'Application not found' } });
  renderAdmin(PATH);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Intern Email',
  );
});

test('sends Accepted with the date, says the e-mail went and goes to Selected Applicants', async () => {
  await schedule();
  expect(await screen.findByText('Email sent Successfully')).toBeInTheDocument();
  const [put] = sent(api.requests, 'PUT', '/Apply/7');
  expect(bodyOf(put)).toEqual({ ApplicationStatus: 'Accepted', Date: DATE });
  await waitFor(() => expect(location()).toHaveTextContent('/adminDashboard/selectedApplicants'));
});

test.each([
  ['queued', emailOutcomeTexts.scheduledQueued],
  ['logged', emailOutcomeTexts.scheduledLogged],
])('an e-mail %s is said truthfully, not as sent', async (email, text) => {
  serve(accepted(email));
  await schedule();
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(toastMessages()).not.toContain('Email sent Successfully');
  await waitFor(() => expect(location()).toHaveTextContent('/adminDashboard/selectedApplicants'));
});

test('refuses a past day before sending anything', async () => {
  await schedule('2001-01-01');
  expect(await screen.findByText('The date cannot be before today')).toBeInTheDocument();
  expect(sent(api.requests, 'PUT', '/Apply/7')).toHaveLength(0);
});

test('asks for a date when none is chosen', async () => {
  await schedule('');
  expect(await screen.findByText('Choose a date')).toBeInTheDocument();
  expect(sent(api.requests, 'PUT', '/Apply/7')).toHaveLength(0);
});

test('shows a 422 under the Interview Date field', async () => {
  serve({ status: 422, data: { errors: { Date: ['The Date must be today or later.'] } } });
  await schedule();
  await waitFor(() =>
    expect(screen.getByLabelText(/^Interview Date/)).toHaveAccessibleDescription(
      'The Date must be today or later.',
    ),
  );
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  expect(location()).toHaveTextContent(PATH);
});

test("a refused change says 'Application could not be Accepted' with the server's reason", async () => {
  serve({
    status: 409,
    data: { message: 'This applicant already has another open application.' },
  });
  await schedule();
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Application could not be Accepted');
  expect(dialog).toHaveTextContent('This applicant already has another open application.');
  expect(location()).toHaveTextContent(PATH);
});

test("a lost answer after the change was stored says 'Email was not sent'", async () => {
  serve(() => {
    stored = { ...applicant, ApplicationStatus: 'Accepted', InterviewDate: DATE };
    return { status: 502, data: {} };
  });
  await schedule();
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Email was not sent');
  expect(dialog).toHaveTextContent(EMAIL_NOT_CONFIRMED);
  await waitFor(() => expect(location()).toHaveTextContent('/adminDashboard/selectedApplicants'));
});

test("a lost answer with nothing stored says 'Application could not be Accepted'", async () => {
  serve({ status: 500, data: { message: 'Internal Server Error' } });
  await schedule();
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Application could not be Accepted');
  expect(location()).toHaveTextContent(PATH);
});
