import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-api';
import { mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answerQuestion,
  answers,
  captureCsv,
  expectError,
  person,
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
      'GET /Admin/User/Interns': () => ({ status: 200, data: { Interns: current } }),
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

async function openList() {
  renderAdmin('/adminDashboard/interns');
  await screen.findByRole('cell', { name: 'Achieng Atieno' });
  return userEvent.setup({ delay: null });
}

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

test('filters by Position and exports the filtered rows', async () => {
  const user = await openList();
  await user.selectOptions(screen.getByLabelText('Position'), 'Engineering');
  expect(screen.queryByRole('cell', { name: 'Kevin Mwangi' })).toBeNull();
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(csv.names).toEqual(['interns.csv']);
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

test("a failed load says 'Could not get Interns'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin('/adminDashboard/interns');
  await expectError('Could not get Interns');
});
