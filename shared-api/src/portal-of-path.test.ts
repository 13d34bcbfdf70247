import { portalOfPath } from './portals';

describe('portalOfPath', () => {
  it.each([
    ['/', 'public_portal'],
    ['/applicationStatus', 'public_portal'],
    ['/resetPassword/abc', 'public_portal'],
    ['/no/such/page', 'public_portal'],
    ['/internDashboard', 'intern_portal'],
    ['/internDashboard/task/4', 'intern_portal'],
    ['/supervisorDashboard/interns', 'supervisor_portal'],
    ['/adminDashboard/', 'admin_portal'],
    ['/universityDashboard/students/21', 'university_portal'],
    ['/adminDashboardX', 'public_portal'],
  ])('%s is drawn by %s', (path, portal) => {
    expect(portalOfPath(path)).toBe(portal);
  });

  it.each(['/login', '/login/', '/unauthorized', '/app'])('%s is the shell’s own page', (path) => {
    expect(portalOfPath(path)).toBeNull();
  });
});
