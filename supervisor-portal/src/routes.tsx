import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MyInternsPage } from './features/interns/components/my-interns-page';

/** The route tree the shell mounts at /supervisorDashboard; unknown paths show the shell's 404 page. */
export default function SupervisorRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<MyInternsPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
