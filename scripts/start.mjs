// `npm start`: builds whatever front end is not built yet, then runs the server, which
// migrates its database and serves the API and every front end at one URL.
// Extra arguments go to the server: `npm start -- --demo` loads the demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleFrontEnds, root } from './front-ends.mjs';

if (!(await buildStaleFrontEnds())) process.exit(1);

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, ['server/src/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // A trial on this machine: without SMTP_URL, e-mails and their links go to this terminal;
  // without SECRETS_KEY, two-factor secrets are sealed with the published development key.
  env: { NODE_ENV: 'production', MAIL_LOG_LINKS: 'on', SECRETS_KEY: 'development', ...process.env },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
