import { Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-api';
import { renderAt } from 'shared-ui/testing';
import UniversityRoutes from '../routes';
export { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';

// Test helpers of the university portal (jest only).

export const ACADEMIC_ID = 9;

/** Signs in the academic supervisor Dr. Otieno (user 9), as the shell's login would. */
export function signIn() {
  localStorage.clear();
  useSessionStore.getState().startSession({
    user: { Name: 'Dr. Amina Otieno', user_id: ACADEMIC_ID },
    Role: ['ACA'],
    token: 't',
  });
}

/** Renders the portal's route tree as the shell mounts it, at `path`. */
export function renderUniversity(path: string) {
  return renderAt(
    <Routes>
      <Route
        path="/universityDashboard/*"
        element={<UniversityRoutes notFound={<p>not found</p>} />}
      />
    </Routes>,
    { at: path },
  );
}

/** What a failed call answers. */
export const failures = {
  server: { status: 500, data: { message: 'Internal Server Error' } },
} as const;
