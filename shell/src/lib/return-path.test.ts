import { returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it('goes to the dashboard of the first role without a remembered page', () => {
    expect(returnPathAfterLogin(undefined, ['INT'])).toBe('/internDashboard');
    expect(returnPathAfterLogin(null, ['SUP'])).toBe('/supervisorDashboard');
    expect(returnPathAfterLogin(undefined, ['ADM', 'SUP'])).toBe('/adminDashboard');
  });

  it('goes back to the location the guard remembered, with its query and hash', () => {
    const from = { pathname: '/adminDashboard/positions', search: '?page=2', hash: '#top' };
    expect(returnPathAfterLogin(from, ['ADM'])).toBe('/adminDashboard/positions?page=2#top');
    expect(returnPathAfterLogin('/internDashboard/tasks/4', ['INT'])).toBe(
      '/internDashboard/tasks/4',
    );
  });

  it("does not send a user into another role's dashboard", () => {
    expect(returnPathAfterLogin('/adminDashboard/positions', ['INT'])).toBe('/internDashboard');
    expect(returnPathAfterLogin({ pathname: '/supervisorDashboard' }, ['ADM'])).toBe(
      '/adminDashboard',
    );
    // Only whole path segments count.
    expect(returnPathAfterLogin('/adminDashboardx', ['INT'])).toBe('/adminDashboardx');
  });

  it('refuses paths that leave the site or loop back to /login', () => {
    expect(returnPathAfterLogin('//evil.example/x', ['ADM'])).toBe('/adminDashboard');
    expect(returnPathAfterLogin('/\\evil.example', ['ADM'])).toBe('/adminDashboard');
    expect(returnPathAfterLogin('https://evil.example', ['ADM'])).toBe('/adminDashboard');
    expect(returnPathAfterLogin('/login?from=/x', ['ADM'])).toBe('/adminDashboard');
  });
});
