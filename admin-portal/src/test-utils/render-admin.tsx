import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application, User } from 'shared-api';
export { answers, sent } from 'shared-api/testing';
export { answerQuestion, captureCsv } from 'shared-ui/testing';
import { renderAt } from 'shared-ui/testing';
import AdminRoutes from '../routes';

// Test helpers of the admin portal (jest only).

/** Renders the portal's route tree as the shell mounts it, at `path`. */
export function renderAdmin(path: string) {
  return renderAt(
    <Routes>
      <Route path="/adminDashboard/*" element={<AdminRoutes notFound={<p>not found</p>} />} />
    </Routes>,
    { at: path },
  );
}

export function application(id: number, over: Partial<Application> = {}): Application {
  return {
    id,
    Name: `Applicant ${id}`,
    Email: `applicant${id}@example.com`,
    PhoneNumber: '+254712345678',
    Position: 'Engineering',
    position_id: 2,
    ApplicationStatus: 'Processing',
    InterviewDate: null,
    created_at: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

export const POSITIONS = [
  { id: 1, Position: 'Advisory' },
  { id: 2, Position: 'Engineering' },
  { id: 3, Position: 'Technology' },
];

export function person(id: number, over: Partial<User> = {}): User {
  return {
    user_id: id,
    Name: `Person ${id}`,
    Email: `person${id}@example.com`,
    PhoneNumber: '+254712345678',
    Position: 'Engineering',
    position_id: 2,
    Role: 'SUP',
    Supervisor: null,
    ...over,
  };
}

/** Renders `path` and waits for the table's cell `cell`; a user to click and type on it. */
export async function openTable(path: string, cell: string) {
  renderAdmin(path);
  await screen.findByRole('cell', { name: cell });
  return userEvent.setup({ delay: null });
}

/** The row of the table cell that holds `name`. */
export const rowOf = (name: string) =>
  screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

/** The open 'Error' popup, after checking it says `message`. */
export async function expectError(message: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent(message);
  return dialog;
}
