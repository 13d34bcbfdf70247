import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/dashboard/components/dashboard-page';

/** The route tree the shell mounts at /adminDashboard; unknown paths show the shell's 404 page. */
export default function AdminRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
