import { screen, within } from '@testing-library/react';
import {
  answers,
  intern,
  mockApi,
  renderSupervisor,
  signIn,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const PERFORMANCE = {
  User: intern(21, { Name: 'Achieng Atieno' }),
  Tasks: [
    {
      id: 1,
      Task: 'Write the report',
      Rating: 80,
      Status: 'Completed',
      Deadline: '2026-01-10',
      CompletedAt: '2026-01-09T10:00:00Z',
    },
    {
      id: 2,
      Task: 'Fix the bug',
      Rating: null,
      Status: 'Completed',
      Deadline: '2026-01-12',
      CompletedAt: '2026-01-12T10:00:00Z',
    },
    {
      id: 3,
      Task: 'Plan the sprint',
      Rating: 40,
      Status: 'Assigned',
      Deadline: '2026-01-20',
      CompletedAt: null,
    },
  ],
  Overall: 80,
};

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(answers({ 'GET /Supervisor/Perfomance/21': { status: 200, data: PERFORMANCE } }));
});
afterEach(() => api.restore());

test('shows the intern, each task by the rating display rules and the overall', async () => {
  renderSupervisor('/supervisorDashboard/performanceDetails/21');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Performance Details' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Achieng Atieno')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Task ratings' });
  const items = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toEqual([
    'Write the report80%',
    'Fix the bugNot rated',
    'Plan the sprintNot completed',
  ]);
  expect(screen.getByText('Overall Performance:').parentElement).toHaveTextContent('80%');
  expect(screen.getByRole('link', { name: 'Final Evaluation' })).toHaveAttribute(
    'href',
    '/supervisorDashboard/interns/21/evaluation',
  );
});

test("a failed load says 'Could not get performance details'", async () => {
  api.answer({ status: 403, data: { message: 'This intern is not yours.' } });
  renderSupervisor('/supervisorDashboard/performanceDetails/21');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get performance details',
  );
});
