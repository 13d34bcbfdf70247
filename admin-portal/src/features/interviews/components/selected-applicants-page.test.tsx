import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from 'shared-api';
import { bodyOf, mockApi, pagedAnswer, paramsOf, type MockApi } from 'shared-api/testing';
import { formatApplicationStatus } from 'shared-ui/badges';
import {
  answerQuestion,
  answers,
  application,
  captureCsv,
  openTable,
  renderAdmin,
  rowOf,
  sent,
} from '../../../test-utils/render-admin';

const ACCEPT_QUESTION = 'Do you want to accept the application for the applied position?';
const REJECT_QUESTION = 'Do you want to reject the application for the applied position?';

const rows: Application[] = [
  application(1, {
    Name: 'Ada Lovelace',
    ApplicationStatus: 'Accepted',
    InterviewDate: '2099-01-02',
  }),
  application(2, {
    Name: 'Baraka Otieno',
    ApplicationStatus: 'Passed',
    InterviewDate: '2026-11-01',
  }),
  application(3, { Name: 'Chao Wen', ApplicationStatus: 'Declined', Position: 'Advisory' }),
];

let api: MockApi;
let current: Application[];

function serve(put: { status: number; data?: unknown }) {
  api.answer(
    answers({
      // The server filters on the status as displayed.
      'GET /Admin/User/Interviews': pagedAnswer('Applicants', () => current, {
        filterBy: (row) => formatApplicationStatus(row.ApplicationStatus),
      }),
      'PUT /Apply/1': (request) => {
        if (put.status !== 200) return put;
        const { ApplicationStatus } = bodyOf(request) as { ApplicationStatus: 'Passed' };
        current = current.map((row) => (row.id === 1 ? { ...row, ApplicationStatus } : row));
        return { status: 200, data: { message: 'm', ApplicationStatus, Email: 'sent' } };
      },
    }),
  );
}

beforeEach(() => {
  current = rows;
  api = mockApi();
  serve({ status: 200 });
});
afterEach(() => api.restore());

const openList = () => openTable('/adminDashboard/selectedApplicants', 'Ada Lovelace');

test('lists the applicants past review with their status badge and interview date', async () => {
  renderAdmin('/adminDashboard/selectedApplicants');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Selected Applicants' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Email',
    'Phone Number',
    'Application For',
    'Status',
    'Interview Date',
    'Action',
  ]);
  expect(rowOf('Ada Lovelace')).toHaveTextContent('Accepted For Interview');
  expect(rowOf('Ada Lovelace')).toHaveTextContent('2 Jan 2099');
  expect(rowOf('Baraka Otieno')).toHaveTextContent('Interview Passed');
  expect(rowOf('Chao Wen')).toHaveTextContent('Declined');
});

test('filters by the status as displayed, and exports what the filter leaves', async () => {
  const user = await openList();
  const filter = screen.getByLabelText('Status');
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Accepted For Interview', 'Interview Passed', 'Declined']);
  await user.selectOptions(filter, 'Interview Passed');
  const lists = () => sent(api.requests, 'GET', '/Admin/User/Interviews').map(paramsOf);
  expect(lists().at(-1)).toEqual({ page: 1, pageSize: 10, filter: 'Interview Passed' });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).toBeNull());
  expect(screen.getByRole('cell', { name: 'Baraka Otieno' })).toBeInTheDocument();
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(csv.names).toEqual(['selected-applicants.csv']));
  expect(lists().at(-1)).toEqual({ page: 1, pageSize: 100, filter: 'Interview Passed' });
  expect(await csv.lines()).toEqual([
    'Name,Email,Phone Number,Application For,Status,Interview Date',
    'Baraka Otieno,applicant2@example.com,+254712345678,Engineering,Interview Passed,2026-11-01',
  ]);
  csv.restore();
});

test('asks for one page, shows its Total, and sorts the Status column by ApplicationStatus', async () => {
  current = Array.from({ length: 12 }, (_, i) =>
    application(i + 1, { Name: `Applicant ${i + 1}`, ApplicationStatus: 'Accepted' }),
  );
  renderAdmin('/adminDashboard/selectedApplicants');
  await screen.findByRole('cell', { name: 'Applicant 1' });
  const lists = () => sent(api.requests, 'GET', '/Admin/User/Interviews').map(paramsOf);
  expect(lists()).toEqual([{ page: 1, pageSize: 10 }]);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  const status = screen.getByRole('columnheader', { name: 'Status' });
  await user.click(within(status).getByRole('button'));
  expect(lists().at(-1)).toEqual({
    page: 1,
    pageSize: 10,
    sort: 'ApplicationStatus',
    order: 'asc',
  });
});

test("a failed load says 'Could not get Interview Details'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin('/adminDashboard/selectedApplicants');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Interview Details',
  );
});

test('each status offers its actions', async () => {
  await openList();
  const accepted = within(rowOf('Ada Lovelace'));
  expect(accepted.getByRole('button', { name: 'Accept Ada Lovelace' })).toBeInTheDocument();
  expect(accepted.getByRole('button', { name: 'Decline Ada Lovelace' })).toBeInTheDocument();
  expect(accepted.queryByRole('link')).toBeNull();

  const passed = within(rowOf('Baraka Otieno'));
  expect(passed.getAllByRole('link').map((link) => link.textContent)).toEqual(['View Info']);
  expect(passed.queryByRole('button')).toBeNull();

  const declined = within(rowOf('Chao Wen'));
  expect(declined.getByRole('link', { name: 'View Info of Chao Wen' })).toHaveAttribute(
    'href',
    '/adminDashboard/interviewDetails/viewDetails/3',
  );
  expect(declined.getByRole('link', { name: 'Re-accept Chao Wen' })).toHaveAttribute(
    'href',
    '/adminDashboard/applications/3/scheduleInterview',
  );
});

test('Accept asks, sends Passed, says Applicant Accepted and shows Interview Passed', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Accept Ada Lovelace' }));
  await answerQuestion(user, ACCEPT_QUESTION, 'Yes');
  expect(await screen.findByText('Applicant Accepted')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Apply/1')[0])).toEqual({ ApplicationStatus: 'Passed' });
  await waitFor(() => expect(rowOf('Ada Lovelace')).toHaveTextContent('Interview Passed'));
  // The focus, dropped when Accept went, goes on to the row's View Info.
  const viewInfo = within(rowOf('Ada Lovelace')).getByRole('link', {
    name: 'View Info of Ada Lovelace',
  });
  await waitFor(() => expect(viewInfo).toHaveFocus());
});

test('Decline asks, sends Declined, says Applicant Rejected and offers Re-accept', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Decline Ada Lovelace' }));
  await answerQuestion(user, REJECT_QUESTION, 'Yes');
  expect(await screen.findByText('Applicant Rejected')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Apply/1')[0])).toEqual({
    ApplicationStatus: 'Declined',
  });
  expect(
    await within(rowOf('Ada Lovelace')).findByRole('link', { name: 'Re-accept Ada Lovelace' }),
  ).toBeInTheDocument();
});

test.each([
  ['Accept Ada Lovelace', ACCEPT_QUESTION],
  ['Decline Ada Lovelace', REJECT_QUESTION],
])('%s cancelled sends nothing', async (button, question) => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: button }));
  await answerQuestion(user, question, 'Cancel');
  expect(sent(api.requests, 'PUT', '/Apply/1')).toHaveLength(0);
});

test.each([
  ['Accept Ada Lovelace', ACCEPT_QUESTION, 'Application could not be Accepted'],
  ['Decline Ada Lovelace', REJECT_QUESTION, 'Could not reject application'],
])('%s that fails says its catalogue message', async (button, question, message) => {
  const user = await openList();
  serve({ status: 409, data: { message: 'An application in status Passed cannot be changed.' } });
  await user.click(screen.getByRole('button', { name: button }));
  await answerQuestion(user, question, 'Yes');
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent(message);
  expect(dialog).toHaveTextContent('An application in status Passed cannot be changed.');
});
