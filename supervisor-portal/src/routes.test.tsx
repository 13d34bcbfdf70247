import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-api';
import SupervisorRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/supervisorDashboard/*"
          element={<SupervisorRoutes notFound={<p>not found</p>} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

test('the index page greets the signed-in user', () => {
  useSessionStore.setState({
    token: 't',
    roles: ['INT'],
    user_info: { Name: 'Amina', user_id: 3 },
  });
  renderAt('/supervisorDashboard');
  expect(screen.getByRole('heading', { name: 'My Interns' })).toBeInTheDocument();
  expect(screen.getByText('Signed in as Amina')).toBeInTheDocument();
});

test('an unknown path inside the portal shows the page the shell passes', () => {
  renderAt('/supervisorDashboard/no-such-page');
  expect(screen.getByText('not found')).toBeInTheDocument();
});
