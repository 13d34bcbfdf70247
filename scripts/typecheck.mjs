// `npm run typecheck`: `tsc -b` over every package, the portals taken from portals.json (the one
// list of portals) beside tsconfig.json's references (the shared packages, the shell, the
// server, e2e), so a new portal needs no line in tsconfig.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PORTALS, root } from './front-ends.mjs';

const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const projects = ['tsconfig.json', ...PORTALS.map((portal) => portal.package)];
const run = spawnSync(tsc, ['-b', ...projects, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
