import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fontFaces } from '../src/domain/letters/letter-fonts';
import { packServer, repoRoot, startPacked } from './helpers/packed-server';
import { createTestDatabase, dialects, type TestDatabase } from './helpers/test-db';

// Building and packing take a while on a busy machine.
jest.setTimeout(180_000);

const BUILD_TOOLS = [
  'tsx',
  'esbuild',
  'typescript',
  '@swc/jest',
  'jest',
  'webpack',
  'lerna',
  'eslint',
  'pino-pretty',
  'smtp-server',
];
const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
};
const shellBuilt = fs.existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'));

describe('the production build, started with node from a packed folder', () => {
  let dir: string;
  let folder: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-packed-'));
    folder = path.join(dir, 'package');
    packServer(folder);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('holds no devDependency, and nothing above it lends one', () => {
    const installed = BUILD_TOOLS.filter((name) =>
      fs.existsSync(path.join(folder, 'node_modules', name)),
    );
    expect(installed).toEqual([]);
    for (let above = dir; above !== path.dirname(above); above = path.dirname(above)) {
      expect(fs.existsSync(path.join(above, 'node_modules'))).toBe(false);
    }
    expect(fs.existsSync(path.join(folder, 'server', 'src'))).toBe(false);
  });

  it("draws a completion letter's PDF: pdfkit, its fonts' metrics and qrcode are packed", () => {
    const draw =
      "const PDF = require('pdfkit'); const doc = new PDF(); doc.font('Helvetica-Bold').text('x');" +
      "const { modules } = require('qrcode').create('x', { errorCorrectionLevel: 'M' });" +
      'doc.rect(0, 0, modules.size, modules.size).fill(); doc.end();';
    const run = spawnSync(process.execPath, ['-e', draw], { cwd: folder, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("re-encodes a logbook photo: sharp and its platform's libvips are packed", () => {
    const encode =
      "require('sharp')({ create: { width: 40, height: 30, channels: 3, background: '#286' } })" +
      ".jpeg().toBuffer().then((jpeg) => require('sharp')(jpeg).rotate().resize(20).toBuffer())" +
      '.then((small) => require("sharp")(small).metadata())' +
      '.then((meta) => process.stdout.write(`${meta.format} ${meta.width}x${meta.height}`));';
    const run = spawnSync(process.execPath, ['-e', encode], { cwd: folder, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('jpeg 20x15');
  });

  it("draws a letter's names in other scripts: the Noto fonts and bidi-js are packed", () => {
    const check =
      "require('bidi-js')().getEmbeddingLevels('x');" +
      "for (const p of ['noto-sans', 'noto-sans-arabic', 'noto-sans-hebrew', 'noto-sans-sc']) {" +
      "  const dir = require('path').dirname(require.resolve('@fontsource/' + p + '/package.json'));" +
      "  const files = require('fs').readdirSync(dir + '/files');" +
      "  if (!files.some((f) => f.endsWith('-400-normal.woff'))) throw new Error(p + ' has no WOFF');" +
      '}';
    const run = spawnSync(process.execPath, ['-e', check], { cwd: folder, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('ships of the font packages only the files the PDFs draw with, and their licences', () => {
    const filesIn = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? filesIn(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
    const fonts = path.join(folder, 'node_modules', '@fontsource');
    const packed = filesIn(fonts).map((file) => path.relative(folder, file));
    const drawn = [400, 700] as const;
    const faces = drawn.flatMap((weight) => fontFaces(weight).map((face) => face.file));
    // Beside the faces (in files/), each package's manifest, list of subsets and licence.
    const packages = new Set(faces.map((file) => path.dirname(path.dirname(file))));
    const kept = [...packages].flatMap((dir) =>
      ['package.json', 'LICENSE', 'unicode.json'].map((file) => path.join(dir, file)),
    );
    expect(packed.sort()).toEqual(
      [...faces, ...kept].map((file) => path.relative(repoRoot, file)).sort(),
    );
  });

  describe.each(dialects)('on %s', (dialect) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.drop());

    it('answers its health with its version, is ready, serves the packed front ends, stops with 0', async () => {
      const dataDir = path.join(dir, `data-${dialect}`);
      const server = await startPacked(folder, {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'admin@packed.test',
        ADMIN_PASSWORD: 'Packed-admin-pass-1',
      });
      try {
        // The package's start keeps argon2's and V8's memory small (decisions "Operations"): the
        // running process has glibc's setting and node's flag.
        const proc = (file: string) =>
          fs.readFileSync(`/proc/${server.child.pid}/${file}`, 'utf8').split('\0');
        expect(proc('environ')).toContain('MALLOC_MMAP_THRESHOLD_=4194304');
        expect(proc('cmdline')).toEqual([
          process.execPath,
          '--max-semi-space-size=2',
          '--heap-growing-percent=20',
          'server/dist/main.js',
          '',
        ]);
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({
          status: 'ok',
          database: dialect,
          version,
          commit: expect.stringMatching(/^[0-9a-f]{12}/),
        });
        expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
        if (shellBuilt) {
          // The first start made each packed build its first release.
          const page = await fetch(`${server.url}/login`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain('/releases/shell/');
          expect(fs.readdirSync(path.join(dataDir, 'releases'))).toContain('shell');
          // The landing page is drawn by the server: the libraries its builds require (React,
          // MUI, shared-ui's react-router) are packed.
          const landing = await fetch(`${server.url}/`);
          expect(await landing.text()).toContain('<div id="root" data-server-rendered>');
          expect(server.output()).not.toContain('server rendering failed');
        } else {
          console.warn('shell/dist is not built: the packed front ends were not checked');
        }
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
    });

    it("runs the operator's commands from the folder: migrate --status, backup, releases", () => {
      const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        NODE_ENV: 'production',
        SECRETS_KEY: 'development',
        DATABASE_URL: database.url,
        DATA_DIR: path.join(dir, `data-${dialect}`),
      };
      const run = (...args: string[]) =>
        spawnSync('npm', ['run', '--silent', ...args], { cwd: folder, env, encoding: 'utf8' });
      const status = run('migrate', '--', '--status');
      expect(status.stderr).toBe('');
      expect(status.stdout).toMatch(/applied {2}2026112201_init/);
      const backup = run('backup', '--', 'packed.ndjson.gz');
      expect(backup.status).toBe(0);
      expect(fs.existsSync(path.join(env.DATA_DIR, 'backups', 'packed.ndjson.gz'))).toBe(true);
      expect(run('releases').stdout).toContain('shell');
    });
  });
});
