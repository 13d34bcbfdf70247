import { screen, within } from '@testing-library/react';
import type { Performance, PerformanceTask } from 'shared-api';
import { renderUi } from '../test-utils/render';
import { PerformanceReport } from './performance-report';
import { ratingPoints } from './rating-points';

jest.mock('./ratings-chart', () => ({
  __esModule: true,
  default: ({ points }: { points: { rating: number }[] }) => (
    <p>{`chart of ${points.map((point) => point.rating).join(',')}`}</p>
  ),
}));

const user = {
  user_id: 7,
  Name: 'Amina',
  Email: 'amina@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'INT',
  Supervisor: null,
} as Performance['User'];

function task(id: number, over: Partial<PerformanceTask>): PerformanceTask {
  return {
    id,
    Task: `Task ${id}`,
    Rating: null,
    Status: 'Assigned',
    Deadline: '2026-11-20',
    CompletedAt: null,
    ...over,
  };
}

test('each task shows its rating display and the overall percentage', () => {
  renderUi(
    <PerformanceReport
      performance={{
        User: user,
        Overall: 80,
        Tasks: [
          task(1, { Rating: 90 }),
          task(2, { Status: 'Completed' }),
          task(3, { Status: 'Completed', Rating: 80 }),
        ],
      }}
    />,
  );
  const list = screen.getByRole('list', { name: 'Task ratings' });
  expect(within(list).getByText('Task 1').closest('li')).toHaveTextContent('Not completed');
  expect(within(list).getByText('Task 2').closest('li')).toHaveTextContent('Not rated');
  expect(within(list).getByText('Task 3').closest('li')).toHaveTextContent('80%');
  expect(screen.getByText('Overall Performance:').parentElement).toHaveTextContent('80%');
  // One rated task is no trend: no chart.
  expect(screen.queryByText('Ratings over time')).not.toBeInTheDocument();
});

test('with nothing rated the overall says so', () => {
  renderUi(
    <PerformanceReport
      title="My Performance"
      performance={{ User: user, Overall: null, Tasks: [] }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'My Performance' })).toBeInTheDocument();
  expect(screen.getByText('No tasks yet')).toBeInTheDocument();
  expect(screen.getByText('Overall Performance:').parentElement).toHaveTextContent('Not rated');
});

test('two rated tasks draw the chart in deadline order', async () => {
  renderUi(
    <PerformanceReport
      performance={{
        User: user,
        Overall: 70,
        Tasks: [
          task(1, { Status: 'Completed', Rating: 60, Deadline: '2026-11-21' }),
          task(2, { Status: 'Completed', Rating: 80, Deadline: '2026-11-02' }),
        ],
      }}
    />,
  );
  expect(await screen.findByText('chart of 80,60')).toBeInTheDocument();
});

test('rating points leave out unrated and unfinished tasks', () => {
  expect(
    ratingPoints([
      task(1, { Rating: 50 }),
      task(2, { Status: 'Completed' }),
      task(3, { Status: 'Completed', Rating: 0, Deadline: '2026-01-01' }),
    ]),
  ).toEqual([{ date: '2026-01-01', task: 'Task 3', rating: 0 }]);
});
