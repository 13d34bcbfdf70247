import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-api';
import { mockApi, pagedAnswer, paramsOf, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answerQuestion,
  answers,
  captureCsv,
  expectError,
  openTable,
  person,
  POSITIONS,
  renderAdmin,
  rowOf,
  sent,
} from '../../../test-utils/render-admin';

const QUESTION = 'Are you sure you want to delete this intern?';
let api: MockApi;
let current: User[];

function serve(deleteAnswer: RouteAnswer = { status: 200, data: { message: 'Intern Deleted' } }) {
  api.answer(
    answers({
      'GET /Admin/User/Interns': pagedAnswer('Interns', () => current, {
        filterBy: (row) => row.Position ?? '',
      }),
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'DELETE /User/11': (request) => {
        const answer = typeof deleteAnswer === 'function' ? deleteAnswer(request) : deleteAnswer;
        if (answer.status === 200) current = current.filter((row) => row.user_id !== 11);
        return answer;
      },
    }),
  );
}

beforeEach(() => {
  current = [
    person(11, {
      Name: 'Achieng Atieno',
      Role: 'INT',
      Supervisor: { user_id: 5, Name: 'Wanjiru Kamau' },
    }),
    person(12, { Name: 'Kevin Mwangi', Role: 'INT', Position: 'Advisory', position_id: 1 }),
  ];
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const openList = () => openTable('/adminDashboard/interns', 'Achieng Atieno');

test('lists the interns with their supervisor, Edit, Delete, Performance View and Assign', async () => {
  renderAdmin('/adminDashboard/interns');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Interns' })).toBeVisible();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Email',
    'Phone Number',
    'Position',
    'Supervisor',
    'Action',
    'Performance',
  ]);
  expect(rowOf('Achieng Atieno')).toHaveTextContent('Wanjiru Kamau');
  expect(rowOf('Kevin Mwangi')).toHaveTextContent('Not assigned');
  const row = within(rowOf('Achieng Atieno'));
  expect(row.getByRole('link', { name: 'Edit Achieng Atieno' })).toHaveAttribute(
    'href',
    '/adminDashboard/interns/11/edit',
  );
  const view = row.getByRole('link', { name: 'View performance of Achieng Atieno' });
  expect(view).toHaveTextContent('View');
  expect(view).toHaveAttribute('href', '/adminDashboard/performanceDetails/11');
  expect(screen.getByRole('link', { name: 'Assign Supervisor' })).toHaveAttribute(
    'href',
    '/adminDashboard/assignSupervisor',
  );
});

const lists = () => sent(api.requests, 'GET', '/Admin/User/Interns').map(paramsOf);

test('asks for one page and shows its Total; search and sort go to the server', async () => {
  current = Array.from({ length: 15 }, (_, i) => person(100 + i, { Name: `Intern ${i}` }));
  renderAdmin('/adminDashboard/interns');
  await screen.findByRole('cell', { name: 'Intern 0' });
  expect(lists()).toEqual([{ page: 1, pageSize: 10 }]);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'intern 1');
  await screen.findByText('Page 1 of 1');
  expect(lists().at(-1)).toEqual({ page: 1, pageSize: 10, search: 'intern 1' });
  expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 6 records...');
  const supervisor = screen.getByRole('columnheader', { name: 'Supervisor' });
  await user.click(within(supervisor).getByRole('button'));
  expect(lists().at(-1)).toMatchObject({ search: 'intern 1', sort: 'Supervisor', order: 'asc' });
});

test('filters by Position and exports the filtered rows', async () => {
  const user = await openList();
  await waitFor(() =>
    expect(screen.getByRole('option', { name: 'Engineering' })).toBeInTheDocument(),
  );
  await user.selectOptions(screen.getByLabelText('Position'), 'Engineering');
  expect(lists().at(-1)).toEqual({ page: 1, pageSize: 10, filter: 'Engineering' });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Kevin Mwangi' })).toBeNull());
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(csv.names).toEqual(['interns.csv']));
  expect(await csv.lines()).toEqual([
    'Name,Email,Phone Number,Position,Supervisor',
    'Achieng Atieno,person11@example.com,+254712345678,Engineering,Wanjiru Kamau',
  ]);
  csv.restore();
});

test('Delete asks, says Intern Deleted and drops the row', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Delete Achieng Atieno' }));
  await answerQuestion(user, QUESTION, 'Yes');
  expect(await screen.findByText('Intern Deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Achieng Atieno' })).toBeNull());
});

test('Delete cancelled sends nothing', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Delete Achieng Atieno' }));
  await answerQuestion(user, QUESTION, 'Cancel');
  expect(sent(api.requests, 'DELETE', '/User/11')).toHaveLength(0);
});

test("a failed delete says 'Could not delete Intern'", async () => {
  const user = await openList();
  serve({ status: 500, data: {} });
  await user.click(screen.getByRole('button', { name: 'Delete Achieng Atieno' }));
  await answerQuestion(user, QUESTION, 'Yes');
  await expectError('Could not delete Intern');
});

test('with intakes: an Intake choice, and a Letter column saying who is ready', async () => {
  current = [
    { ...current[0], Letter: 'Ready' },
    { ...current[1], Letter: 'Issued' },
    { ...person(13, { Name: 'Zawadi Njeri', Role: 'INT' }), Letter: null },
  ] as unknown as User[];
  api.answer(
    answers({
      'GET /Admin/User/Interns': pagedAnswer('Interns', () => current),
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'GET /Intake': {
        status: 200,
        data: { Intakes: [{ id: 4, Name: 'Winter 2027', Positions: [], State: 'Open' }] },
      },
    }),
  );
  const user = await openList();
  const choice = await screen.findByRole('combobox', { name: 'Intake' });
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Letter');
  expect(rowOf('Achieng Atieno')).toHaveTextContent('Ready');
  expect(rowOf('Kevin Mwangi')).toHaveTextContent('Issued');
  expect(rowOf('Zawadi Njeri')).toHaveTextContent('—');
  await user.selectOptions(choice, 'No intake');
  await waitFor(() =>
    expect(paramsOf(sent(api.requests, 'GET', '/Admin/User/Interns').at(-1)!)).toEqual({
      page: 1,
      pageSize: 10,
      intake: 'none',
    }),
  );
});

test('narrows to interns whose logbook is overdue or waits for a signature, from page 1', async () => {
  api.answer(
    answers({
      'GET /Admin/User/Interns': (request) => {
        const overdue = (request.params as { logbook?: string }).logbook === 'overdue';
        const rows = overdue ? current.slice(1) : current;
        return pagedAnswer('Interns', () => rows)(request);
      },
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
    }),
  );
  const user = await openList();
  const choice = screen.getByRole('combobox', { name: 'Logbook' });
  expect(choice).toHaveValue('');
  await user.selectOptions(choice, 'Overdue: last week not submitted');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Achieng Atieno' })).toBeNull());
  expect(rowOf('Kevin Mwangi')).toBeVisible();
  expect(paramsOf(sent(api.requests, 'GET', '/Admin/User/Interns').at(-1)!)).toEqual({
    page: 1,
    pageSize: 10,
    logbook: 'overdue',
  });
  await user.selectOptions(choice, 'Waiting for a signature');
  await waitFor(() =>
    expect(paramsOf(sent(api.requests, 'GET', '/Admin/User/Interns').at(-1)!)).toEqual({
      page: 1,
      pageSize: 10,
      logbook: 'unsigned',
    }),
  );
  expect(await screen.findByRole('cell', { name: 'Achieng Atieno' })).toBeVisible();
});

test('without intakes: no Intake choice and no Letter column', async () => {
  await openList();
  await waitFor(() => expect(sent(api.requests, 'GET', '/Intake')).toHaveLength(1));
  expect(screen.queryByRole('combobox', { name: 'Intake' })).toBeNull();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain(
    'Letter',
  );
});

test("a failed load says 'Could not get Interns'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin('/adminDashboard/interns');
  await expectError('Could not get Interns');
});
