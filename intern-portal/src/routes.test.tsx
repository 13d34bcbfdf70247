import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-api';
import InternRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/internDashboard/*" element={<InternRoutes notFound={<p>not found</p>} />} />
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
  renderAt('/internDashboard');
  expect(screen.getByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
  expect(screen.getByText('Signed in as Amina')).toBeInTheDocument();
});

test('an unknown path inside the portal shows the page the shell passes', () => {
  renderAt('/internDashboard/no-such-page');
  expect(screen.getByText('not found')).toBeInTheDocument();
});
