import { act, screen, within } from '@testing-library/react';
import { showLanguage } from 'shared-api';
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

const VISITS = {
  Visits: [
    {
      Id: 3,
      VisitedOn: '2026-01-15',
      VisitorName: 'Dr Amina Odhiambo',
      Met: 'You and the team lead',
      Assessment: 'Confident with the build tools.',
      Scores: [{ Name: 'Punctuality', MaxScore: 5, Score: 4 }],
      CreatedAt: '2026-01-15T12:00:00Z',
    },
  ],
};

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'GET /Supervisor/Perfomance/21': { status: 200, data: PERFORMANCE },
      'GET /Attendance/21': {
        status: 200,
        data: { Expected: 12, Present: 9, Excused: 2, Absent: 1, SharePresent: 90 },
      },
      'GET /Supervisor/Intern/21/Visits': { status: 200, data: VISITS },
    }),
  );
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

test("shows the intern's attendance: days expected, present, excused, absent, share present", async () => {
  renderSupervisor('/supervisorDashboard/performanceDetails/21');
  const card = await screen.findByRole('table', { name: 'Attendance' });
  expect(screen.getByRole('heading', { level: 2, name: 'Attendance' })).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['Days expected12', 'Present9', 'Excused2', 'Absent1', 'Share present90 %']);
});

function serveAttendance(answer: { status: number; data: object }) {
  api.answer(
    answers({
      'GET /Supervisor/Perfomance/21': { status: 200, data: PERFORMANCE },
      'GET /Attendance/21': answer,
      'GET /Supervisor/Intern/21/Visits': { status: 200, data: VISITS },
    }),
  );
}

test("with no day to count the share present reads '—'", async () => {
  serveAttendance({
    status: 200,
    data: { Expected: 0, Present: 0, Excused: 0, Absent: 0, SharePresent: null },
  });
  renderSupervisor('/supervisorDashboard/performanceDetails/21');
  const card = await screen.findByRole('table', { name: 'Attendance' });
  const share = within(card).getByRole('rowheader', { name: 'Share present' });
  expect(share.closest('tr')).toHaveTextContent('Share present—');
});

test("a failed attendance says 'Could not get Attendance'; the ratings stay", async () => {
  serveAttendance({ status: 500, data: {} });
  renderSupervisor('/supervisorDashboard/performanceDetails/21');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Attendance',
  );
  expect(screen.getByText('Overall Performance:')).toBeInTheDocument();
});

test("shows the academic supervisor's workplace visits", async () => {
  renderSupervisor('/supervisorDashboard/performanceDetails/21');
  const table = await screen.findByRole('table', { name: 'Workplace visits' });
  const [row] = within(table).getAllByRole('row').slice(1);
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    '15 Jan 2026',
    'Dr Amina Odhiambo',
    'You and the team lead',
    'Confident with the build tools.',
    'Punctuality 4/5',
  ]);
});

test("failed visits say 'Could not get the workplace visits'; the ratings stay", async () => {
  api.answer(
    answers({
      'GET /Supervisor/Perfomance/21': { status: 200, data: PERFORMANCE },
      'GET /Attendance/21': {
        status: 200,
        data: { Expected: 0, Present: 0, Excused: 0, Absent: 0, SharePresent: null },
      },
      'GET /Supervisor/Intern/21/Visits': { status: 500, data: {} },
    }),
  );
  renderSupervisor('/supervisorDashboard/performanceDetails/21');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get the workplace visits',
  );
  expect(screen.getByText('Overall Performance:')).toBeInTheDocument();
});

test('the workplace visits read in Swahili', async () => {
  await act(() => showLanguage('sw'));
  try {
    renderSupervisor('/supervisorDashboard/performanceDetails/21');
    const table = await screen.findByRole('table', { name: 'Ziara za mahali pa kazi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tarehe', 'Msimamizi wa kitaaluma', 'Aliokutana nao', 'Tathmini ya jumla', 'Alama']);
  } finally {
    await act(() => showLanguage('en'));
  }
});
