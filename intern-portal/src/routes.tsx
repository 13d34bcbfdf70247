import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MyTasksPage } from './features/tasks/components/my-tasks-page';

/** The route tree the shell mounts at /internDashboard; unknown paths show the shell's 404 page. */
export default function InternRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<MyTasksPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
