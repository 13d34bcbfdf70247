import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARD_PATHS, DASHBOARD_PORTALS, PORTALS, PUBLIC_PORTAL } from './portals';

// portals.json is the one list of portals; the tools that cannot read it keep a literal list,
// which must name the same portals.
const root = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const packages = PORTALS.map((portal) => portal.package);

describe('portals.json', () => {
  it.each(PORTALS.map((portal) => [portal.package, portal]))(
    '%s is a workspace folder whose names follow from its package',
    (pkg, portal) => {
      expect(readJson(path.join(pkg, 'package.json')).name).toBe(pkg);
      expect(pkg).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*-portal$/);
      expect(portal.remote).toBe(pkg.replaceAll('-', '_'));
      expect(portal.env).toBe(
        `REMOTE_${pkg
          .replace(/-portal$/, '')
          .replaceAll('-', '_')
          .toUpperCase()}_URL`,
      );
      expect(Object.keys(portal.exposes)).toContain('./routes');
    },
  );

  it('names each package, prefix, role and port once, and one public portal', () => {
    const once = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    once(packages);
    once(PORTALS.map((portal) => portal.prefix));
    once(PORTALS.map((portal) => portal.devPort));
    expect(PORTALS.filter((portal) => portal.prefix === '/')).toEqual([PUBLIC_PORTAL]);
    expect(PUBLIC_PORTAL.roles).toEqual([]);
    for (const portal of DASHBOARD_PORTALS) {
      expect(portal.prefix).toMatch(/^\/[A-Za-z]+$/);
      expect(portal.roles.length).toBeGreaterThan(0);
    }
  });

  it("sends each role to the first portal's prefix that serves it", () => {
    expect(DASHBOARD_PATHS).toEqual({
      INT: '/internDashboard',
      SUP: '/supervisorDashboard',
      ADM: '/adminDashboard',
      ACA: '/universityDashboard',
    });
  });

  // npm takes every *-portal folder as a workspace, and `npm run typecheck` every portal named
  // here (scripts/typecheck.mjs): so the folders must be exactly the portals named.
  it('names every *-portal folder, the workspaces npm finds', () => {
    const workspaces: string[] = readJson('package.json').workspaces;
    expect(workspaces.filter((name) => name.includes('portal'))).toEqual(['*-portal']);
    const references: string[] = readJson('tsconfig.json').references.map(
      (reference: { path: string }) => reference.path,
    );
    expect(references.filter((name) => name.includes('portal'))).toEqual([]);
    const others = fs
      .readdirSync(root)
      .filter(
        (name) => /-portal$/.test(name) && fs.existsSync(path.join(root, name, 'package.json')),
      );
    expect(others.sort()).toEqual([...packages].sort());
  });
});
