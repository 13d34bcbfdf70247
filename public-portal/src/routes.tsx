import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './features/landing/components/landing-page';

/** The route tree the shell mounts at /; unknown paths show the shell's 404 page. */
export default function PublicRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
