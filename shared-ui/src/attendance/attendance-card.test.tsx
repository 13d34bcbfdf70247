import { screen, within } from '@testing-library/react';
import { renderWithHost } from '../test-utils/render';
import { AttendanceCard, formatSharePresent } from './attendance-card';

const MESSAGE = 'Could not get Attendance';

test('shows the five numbers under the heading Attendance', () => {
  renderWithHost(
    <AttendanceCard
      attendance={{ Expected: 40, Present: 35, Excused: 2, Absent: 3, SharePresent: 92 }}
      failureMessage={MESSAGE}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Attendance' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['Days expected40', 'Present35', 'Excused2', 'Absent3', 'Share present92 %']);
});

test("'Loading...' while it comes, the catalogue message when it failed", () => {
  const { rerender } = renderWithHost(
    <AttendanceCard attendance={undefined} failureMessage={MESSAGE} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  rerender(<AttendanceCard attendance={undefined} error={new Error()} failureMessage={MESSAGE} />);
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
  expect(screen.queryByRole('table')).toBeNull();
});

test("the share present reads '—' when no day counts", () => {
  expect(formatSharePresent(null)).toBe('—');
  expect(formatSharePresent(0)).toBe('0 %');
});
