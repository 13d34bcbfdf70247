import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationHistoryAnswerEntry } from 'shared-api';
import { mockApi, type MockApi } from 'shared-api/testing';
import { answers, application, renderAdmin } from '../../../test-utils/render-admin';
import { HISTORY_FAILURE } from './application-history';

const PATH = '/adminDashboard/interviewDetails/viewDetails/4';
const detail = {
  Applicant: application(4, {
    Name: 'Chao Wen',
    Email: 'chao@example.com',
    Position: 'Advisory',
    ApplicationStatus: 'Accepted',
  }),
  Cv: 'https://files.example/cv4',
  AttachmentLetter: 'https://files.example/letter4',
};
const admin = { user_id: 1, Name: 'Grace Admin' };
// As a server from before Kind and File answers: read as status changes.
const history: ApplicationHistoryAnswerEntry[] = [
  {
    id: 1,
    FromStatus: null,
    ToStatus: 'Processing',
    At: '2026-11-20T08:00:00.000Z',
    By: null,
    Email: 'sent',
  },
  {
    id: 2,
    FromStatus: 'Processing',
    ToStatus: 'Declined',
    At: '2026-11-21T09:30:00.000Z',
    By: admin,
    Email: 'failed',
  },
  {
    id: 3,
    FromStatus: 'Declined',
    ToStatus: 'Accepted',
    At: '2026-11-22T12:05:00.000Z',
    By: admin,
    Email: 'queued',
  },
];

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /Apply/4': { status: 200, data: detail },
      'GET /Apply/4/History': { status: 200, data: { History: history } },
    }),
  );
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

test('shows the application read-only, in the spec order and words', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Applicant details' });
  const lines = within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
  expect(lines).toEqual([
    ['Name', 'Chao Wen'],
    ['Email', 'chao@example.com'],
    ['Phone Number', '+254712345678'],
    ['Application For', 'Advisory'],
    ['Application Status', 'Accepted For Interview'],
    ['CV', 'View'],
    ['Univeristy Letter', 'View'],
  ]);
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('View opens the letter in a new window', async () => {
  const opened = { location: { href: '' }, close: jest.fn(), opener: window };
  jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'View letter of Chao Wen' }));
  await waitFor(() => expect(opened.location.href).toBe(detail.AttachmentLetter));
});

test('lists the history: each change, when, by whom, and what became of its e-mail', async () => {
  renderAdmin(PATH);
  const list = await screen.findByRole('list', { name: 'History' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Applied (Processing)20 Nov 2026, 11:00 · by the applicant · Email sent',
    'Processing → Declined21 Nov 2026, 12:30 · by Grace Admin · Email failed',
    'Declined → Accepted For Interview22 Nov 2026, 15:05 · by Grace Admin · ' +
      'Email not sent yet, queued for retry',
  ]);
});

test("a failed load says 'Could not get Interview Details'", async () => {
  api.answer({ status: 404, data: { message: 'Application not found' } });
  renderAdmin(PATH);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Interview Details',
  );
  // In the page, as every portal shows a refused load: the reason and a way back.
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'OK' }));
  expect(
    screen.getByText('Could not get Interview Details: Application not found'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Back to Selected Applicants' })).toHaveAttribute(
    'href',
    '/adminDashboard/selectedApplicants',
  );
});

test('a history that cannot be loaded is said in place, the details stay', async () => {
  api.answer(
    answers({
      'GET /Apply/4': { status: 200, data: detail },
      'GET /Apply/4/History': { status: 500, data: {} },
    }),
  );
  renderAdmin(PATH);
  expect(await screen.findByText(HISTORY_FAILURE)).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Applicant details' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});
