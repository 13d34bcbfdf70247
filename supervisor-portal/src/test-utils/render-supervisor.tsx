import { Route, Routes } from 'react-router-dom';
import {
  todayInTimeZone,
  useSessionStore,
  type Task,
  type TaskDetail,
  type User,
} from 'shared-api';
import { renderAt } from 'shared-ui/testing';
import SupervisorRoutes from '../routes';
export { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
export { answerQuestion, captureCsv } from 'shared-ui/testing';

// Test helpers of the supervisor portal (jest only).

export const SUPERVISOR_ID = 7;

/** Signs in the supervisor Wanjiru (user 7), as the shell's login would. */
export function signIn() {
  localStorage.clear();
  useSessionStore.getState().startSession({
    user: { Name: 'Wanjiru Kamau', user_id: SUPERVISOR_ID },
    Role: ['SUP'],
    token: 't',
  });
}

/** Renders the portal's route tree as the shell mounts it, at `path`. */
export function renderSupervisor(path: string) {
  return renderAt(
    <Routes>
      <Route
        path="/supervisorDashboard/*"
        element={<SupervisorRoutes notFound={<p>not found</p>} />}
      />
    </Routes>,
    { at: path },
  );
}

/** A date `days` from today (firm's time zone), as YYYY-MM-DD. */
export function inDays(days: number): string {
  const [year, month, day] = todayInTimeZone().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function intern(id: number, over: Partial<User> = {}): User {
  return {
    user_id: id,
    Name: `Intern ${id}`,
    Email: `intern${id}@example.com`,
    PhoneNumber: '+254712345678',
    Position: 'Engineering',
    position_id: 2,
    Role: 'INT',
    Supervisor: { user_id: SUPERVISOR_ID, Name: 'Wanjiru Kamau' },
    ...over,
  };
}

export function task(id: number, over: Partial<Task> = {}): Task {
  return {
    id,
    Task: `Task ${id}`,
    Description: `Do task ${id}.`,
    Deadline: inDays(3),
    Status: 'Assigned',
    Rating: null,
    AssignedTo: 21,
    assignedto: { Name: 'Achieng Atieno' },
    assignedby: { user_id: SUPERVISOR_ID, Name: 'Wanjiru Kamau' },
    ...over,
  };
}

export function detail(over: Partial<Task> = {}, comment: TaskDetail['comment'] = []): TaskDetail {
  return { task: task(3, over), Supervisor: 'Wanjiru Kamau', comment };
}
