import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { releaseSettings } from '../src/domain/releases/release-settings';
import { publishRelease } from '../src/domain/releases/releases.service';
import { arg } from './command-line';

/**
 * `npm run bench:render-share -w server` (`-- --visits 200 --share 10`), after
 * `npm run build -w shell` and `npm run build -w public-portal`: one instance on SQLite with those
 * builds released, then a copy of the public portal's build released to a share, and anonymous
 * visits of `/`, 20 at a time (each visitor given a release group at random). Prints how many
 * pages came drawn by the server and how many render failures were logged.
 */
const visits = arg('visits', 200);
const share = arg('share', 10);
const frontendRoot = path.resolve(__dirname, '..', '..');

async function main() {
  for (const pkg of ['shell', 'public-portal']) {
    if (!fs.existsSync(path.join(frontendRoot, pkg, 'dist', 'server'))) {
      throw new Error(`${pkg} is not built: npm run build -w ${pkg}`);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-share-'));
  const failures: string[] = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; err?: { message?: string } };
        if (entry.level >= 50) failures.push(entry.err?.message ?? line);
      }
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    SECRETS_KEY: 'development',
    DATABASE_URL: path.join(dir, 'bench.db'),
    DATA_DIR: path.join(dir, 'data'),
    FRONTEND_ROOT: frontendRoot,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'Bench-admin-2026',
    RATE_LIMITS: 'off',
  });
  const app = await buildApp(config, { logger: { level: 'error', stream: logs } });
  try {
    await app.ready();
    const settings = releaseSettings(config);
    // Forced: the two builds may be of different moments of shared-api, which a release refuses.
    for (const pkg of ['shell', 'public-portal'] as const) {
      const build = path.join(frontendRoot, pkg, 'dist');
      await publishRelease(app.db, settings, pkg, build, { gitCommit: null, force: true });
    }
    // The same build with one more file: another release of the public portal.
    const copy = path.join(dir, 'public-portal-shared');
    fs.cpSync(path.join(frontendRoot, 'public-portal', 'dist'), copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'shared-release.txt'), 'the shared release\n');
    const released = await publishRelease(app.db, settings, 'public-portal', copy, {
      gitCommit: null,
      share,
      force: true,
    });
    if (!released.shared) throw new Error('the copy was not released to a share');

    let drawn = 0;
    for (let done = 0; done < visits; done += 20) {
      const batch = Array.from({ length: Math.min(20, visits - done) }, () =>
        app.inject({ method: 'GET', url: '/' }),
      );
      for (const res of await Promise.all(batch)) {
        if (res.body.includes('<div id="root" data-server-rendered>')) drawn += 1;
      }
    }
    const exited = failures.filter((message) => message.includes('render worker exited'));
    console.log(`\n${visits} anonymous visits of /, a ${share} % share of the public portal open`);
    console.log(`drawn by the server: ${drawn}`);
    console.log(`render failures logged: ${failures.length} (worker exited: ${exited.length})`);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
