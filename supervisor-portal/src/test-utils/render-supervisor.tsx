import { Route, Routes } from 'react-router-dom';
import {
  todayInTimeZone,
  useSessionStore,
  type LogbookReview,
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

/** A day of a week under review: a working day the intern was present, unless `over` says. */
export const reviewDay = (date: string, over: Partial<LogbookReview['Days'][number]> = {}) => ({
  Date: date,
  Expected: true,
  Mark: 'present' as const,
  Excused: false,
  ...over,
});

/** Achieng's week of 4 Jan 2027 (entry 4), submitted and waiting for Wanjiru's signature. */
export function logbookReview(over: Partial<LogbookReview> = {}): LogbookReview {
  return {
    Id: 4,
    InternId: 21,
    InternName: 'Achieng Atieno',
    WeekStart: '2027-01-04',
    WeekEnd: '2027-01-08',
    State: 'submitted',
    Days: [
      reviewDay('2027-01-04', { Expected: false, Mark: null }),
      reviewDay('2027-01-05'),
      reviewDay('2027-01-06', { Mark: 'absent' }),
      reviewDay('2027-01-07', { Excused: true, Mark: null }),
      reviewDay('2027-01-08'),
    ],
    Activities: 'Wrote the API tests.',
    Learned: 'How paging works.',
    Hours: 30,
    Remark: null,
    SubmittedAt: '2027-01-08T15:05:00Z',
    ReviewedAt: null,
    ReviewerName: null,
    Returns: [],
    Countersignature: null,
    Attachments: [],
    Tasks: [
      { id: 9, Task: 'Write the tests', Deadline: '2027-01-06', Status: 'Completed', Rating: 80 },
    ],
    ...over,
  };
}
