import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbsenceRequest, WaitingLogbookEntry } from 'shared-api';
import { pagedAnswer, paramsOf } from 'shared-api/testing';
import {
  answers,
  bodyOf,
  mockApi,
  renderSupervisor,
  sent,
  signIn,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const PATH = '/supervisorDashboard/logbooks';

function waiting(id: number, over: Partial<WaitingLogbookEntry> = {}): WaitingLogbookEntry {
  return {
    Id: id,
    InternId: 21,
    InternName: 'Achieng Atieno',
    WeekStart: '2027-01-04',
    WeekEnd: '2027-01-08',
    Hours: 38,
    SubmittedAt: '2027-01-08T15:05:00Z',
    ...over,
  };
}

function absence(id: number, over: Partial<AbsenceRequest> = {}): AbsenceRequest {
  return {
    Id: id,
    InternId: 22,
    InternName: 'Baraka Mwangi',
    FirstDay: '2027-01-11',
    LastDay: '2027-01-12',
    Days: 2,
    Reason: 'exam',
    Note: 'University exam',
    State: 'pending',
    Remark: null,
    DecidedAt: null,
    CreatedAt: '2027-01-05T08:00:00Z',
    ...over,
  };
}

let entries: WaitingLogbookEntry[];
let absences: AbsenceRequest[];
let api: MockApi;
beforeEach(() => {
  signIn();
  entries = [
    waiting(1),
    waiting(2, { InternId: 22, InternName: 'Baraka Mwangi', Hours: null }),
    ...Array.from({ length: 10 }, (_, i) => waiting(10 + i, { InternName: `Intern ${i}` })),
  ];
  absences = [absence(5), absence(6, { State: 'approved', InternName: 'Achieng Atieno' })];
  api = mockApi(
    answers({
      'GET /Supervisor/Logbook': pagedAnswer('Entries', () => entries),
      'GET /Supervisor/Absence': pagedAnswer('Absences', () => absences, {
        filterBy: (row) => row.State,
      }),
    }),
  );
});
afterEach(() => api.restore());

const waitingPages = () => sent(api.requests, 'GET', '/Supervisor/Logbook').map(paramsOf);
const absencePages = () => sent(api.requests, 'GET', '/Supervisor/Absence').map(paramsOf);
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getAllByText(text)[0].closest('tr') as HTMLElement;

async function open() {
  renderSupervisor(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Logbooks' });
  await screen.findByRole('button', { name: /^Approve/ });
  return userEvent.setup({ delay: null });
}

const tables = () => screen.getAllByRole('table');

test('lists the waiting entries a page at a time, each opening its review', async () => {
  await open();
  const [table] = tables();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Intern', 'Week', 'Hours', 'Submitted', 'Action']);
  const first = rowOf(table, 'Achieng Atieno');
  expect(first).toHaveTextContent('4 Jan – 8 Jan 2027');
  expect(first).toHaveTextContent('38');
  expect(first).toHaveTextContent('8 Jan 2027');
  expect(rowOf(table, 'Baraka Mwangi')).toHaveTextContent('—');
  const openLink = within(first).getByRole('link', {
    name: 'Open Achieng Atieno, 4 Jan – 8 Jan 2027',
  });
  expect(openLink).toHaveTextContent('Open');
  expect(openLink).toHaveAttribute('href', '/supervisorDashboard/logbooks/1');
  // One page per answer: the server orders and counts.
  expect(waitingPages()).toEqual([{ page: 1, pageSize: 10 }]);
  expect(screen.getAllByText('Page 1 of 2')[0]).toBeInTheDocument();
});

test('the search and the pager ask the server for that page', async () => {
  const user = await open();
  const [search] = screen.getAllByRole('searchbox');
  await user.click(screen.getAllByRole('button', { name: 'Next page' })[0]);
  await waitFor(() => expect(waitingPages().at(-1)).toEqual({ page: 2, pageSize: 10 }));
  await user.type(search, 'Baraka');
  await waitFor(() =>
    expect(waitingPages().at(-1)).toEqual({ page: 1, pageSize: 10, search: 'Baraka' }),
  );
  await waitFor(() => expect(within(tables()[0]).getAllByRole('row')).toHaveLength(2));
  expect(tables()[0]).toHaveTextContent('Baraka Mwangi');
});

test('Absence Requests: the columns, a state filter sent to the server, actions only when pending', async () => {
  const user = await open();
  expect(screen.getByRole('heading', { level: 2, name: 'Absence Requests' })).toBeInTheDocument();
  const table = tables()[1];
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Intern', 'Days', 'Reason', 'Note', 'State', 'Action']);
  const pending = rowOf(table, 'Baraka Mwangi');
  expect(pending).toHaveTextContent('11 Jan – 12 Jan 2027 (2 days)');
  expect(pending).toHaveTextContent('Exam');
  expect(pending).toHaveTextContent('University exam');
  expect(pending).toHaveTextContent('Pending');
  const approved = rowOf(table, 'Achieng Atieno');
  expect(approved).toHaveTextContent('Approved');
  expect(within(approved).queryByRole('button')).toBeNull();
  await user.selectOptions(screen.getByLabelText('State'), 'Approved');
  await waitFor(() =>
    expect(absencePages().at(-1)).toEqual({ page: 1, pageSize: 10, filter: 'approved' }),
  );
});

test("Approve with no remark sends none, says 'Absence approved' and refreshes the list", async () => {
  const user = await open();
  api.answer(
    answers({
      'GET /Supervisor/Logbook': pagedAnswer('Entries', () => entries),
      'GET /Supervisor/Absence': pagedAnswer('Absences', () => absences),
      'POST /Supervisor/Absence/5/Approve': () => {
        absences = [absence(5, { State: 'approved' })];
        return { status: 200, data: { message: 'Absence approved' } };
      },
    }),
  );
  await user.click(
    screen.getByRole('button', {
      name: 'Approve the absence of Baraka Mwangi, 11 Jan – 12 Jan 2027',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Approve Absence' });
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Absence approved')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Supervisor/Absence/5/Approve')[0])).toEqual({});
  await waitFor(() => expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull());
  expect(screen.queryByRole('dialog', { name: 'Approve Absence' })).toBeNull();
});

test('Decline requires a remark, then sends it', async () => {
  const user = await open();
  await user.click(screen.getByRole('button', { name: /^Decline the absence of Baraka/ }));
  const dialog = screen.getByRole('dialog', { name: 'Decline Absence' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await within(dialog).findByText('The remark is required')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Supervisor/Absence/5/Decline')).toHaveLength(0);
  api.answer(
    answers({
      'GET /Supervisor/Logbook': pagedAnswer('Entries', () => entries),
      'GET /Supervisor/Absence': pagedAnswer('Absences', () => absences),
      'POST /Supervisor/Absence/5/Decline': { status: 200, data: { message: 'Absence declined' } },
    }),
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), ' Exams are in May. ');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('Absence declined')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Supervisor/Absence/5/Decline')[0])).toEqual({
    Remark: 'Exams are in May.',
  });
});

test("a refused decision says 'Could not decline the Absence' with the server's reason", async () => {
  const user = await open();
  api.answer(
    answers({
      'POST /Supervisor/Absence/5/Decline': {
        status: 409,
        data: { message: 'The request was already decided.' },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: /^Decline the absence of Baraka/ }));
  const dialog = screen.getByRole('dialog', { name: 'Decline Absence' });
  await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'No');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  const error = await screen.findByRole('dialog', { name: 'Error' });
  expect(error).toHaveTextContent('Could not decline the Absence');
  expect(error).toHaveTextContent('The request was already decided.');
});

test("a failed load says 'Could not get Logbooks'", async () => {
  api.answer(
    answers({
      'GET /Supervisor/Logbook': { status: 500, data: {} },
      'GET /Supervisor/Absence': pagedAnswer('Absences', () => absences),
    }),
  );
  renderSupervisor(PATH);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Logbooks',
  );
});
