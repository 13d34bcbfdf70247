import { Route, Routes } from 'react-router-dom';
import { todayInTimeZone, useSessionStore, type Task, type TaskDetail } from 'shared-api';
import type { Evaluation } from 'shared-api/evaluations';
import { renderAt } from 'shared-ui/testing';
import InternRoutes from '../routes';
export { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';

// Test helpers of the intern portal (jest only).

export const INTERN = { Name: 'Amina Wanjiku', user_id: 7 };
export const SUPERVISOR = { Name: 'Wanjiru Kamau', user_id: 3 };

/** Signs the intern in, as the shell's login would have. */
export function signIn() {
  useSessionStore.setState({ token: 't', roles: ['INT'], user_info: { ...INTERN } });
}

/** Renders the portal's route tree as the shell mounts it, at `path`. */
export function renderIntern(path: string) {
  signIn();
  return renderAt(
    <Routes>
      <Route path="/internDashboard/*" element={<InternRoutes notFound={<p>not found</p>} />} />
    </Routes>,
    { at: path },
  );
}

/** A date `days` from today (YYYY-MM-DD, the firm's time zone). */
export function inDays(days: number): string {
  const [year, month, day] = todayInTimeZone().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function task(id: number, over: Partial<Task> = {}): Task {
  return {
    id,
    Task: `Task ${id}`,
    Description: `Description of task ${id}`,
    Deadline: inDays(10),
    Status: 'Assigned',
    Rating: null,
    AssignedTo: INTERN.user_id,
    assignedto: { Name: INTERN.Name },
    assignedby: { ...SUPERVISOR },
    ...over,
  };
}

export function detailOf(item: Task, comment: TaskDetail['comment'] = []): TaskDetail {
  return { task: item, Supervisor: SUPERVISOR.Name, comment };
}

export const failures = {
  server: { status: 500, data: { message: 'Internal Server Error' } },
  forbidden: { status: 403, data: { message: 'This task is not yours.' } },
} as const;

/** What an intern reads without an intake, a submitted evaluation or a letter (issue 49). */
export const NOTHING_ENDED = {
  'GET /Evaluation/mine': { status: 200, data: { Evaluation: null } },
  'GET /Letter/mine': { status: 200, data: { Letter: null } },
  'GET /Internship/mine': { status: 200, data: { Internship: null } },
};

/** The supervisor's submitted final evaluation, as GET /Evaluation/mine answers it. */
export const submittedEvaluation = (over: Partial<Evaluation>) => ({
  'GET /Evaluation/mine': {
    status: 200,
    data: {
      Evaluation: {
        TechnicalSkill: 4,
        QualityOfWork: 5,
        Communication: 3,
        Teamwork: 4,
        Initiative: 2,
        Reliability: 5,
        Recommendation: 'Highly recommended',
        Supervisor: SUPERVISOR.Name,
        ...over,
      },
    },
  },
});
