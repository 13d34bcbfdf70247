import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployBlock } from '../../server/test/helpers/deploy-doc';

/** Debian's nginx (`apt-get install nginx`); `.ci/run` installs it. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX_PATH);

/**
 * The nginx site of docs/deploy.md as it is, but on loopback: its upstreams are the given
 * ports, its HTTPS server listens in plain HTTP on `port` (no certificate here), and the
 * redirect from port 80 is left out. Each change must find its line, so a site edited in the
 * docs is still the one tested.
 */
export function deploySite(port: number, upstreams: [number, number]): string {
  let site = deployBlock('nginx');
  const change = (from: string | RegExp, to: string) => {
    const next = site.replace(from, to);
    if (next === site) throw new Error(`docs/deploy.md's nginx site has no ${String(from)}`);
    site = next;
  };
  change(/server 127\.0\.0\.1:3001\b/, `server 127.0.0.1:${upstreams[0]}`);
  change(/server 127\.0\.0\.1:3002\b/, `server 127.0.0.1:${upstreams[1]}`);
  change(/server \{\n {4}listen 80;[\s\S]*?\n\}\n/, '');
  change('listen 443 ssl http2;', `listen 127.0.0.1:${port};`);
  change(/ {4}ssl_certificate .*\n/, '');
  change(/ {4}ssl_certificate_key .*\n/, '');
  return site;
}

export interface RunningNginx {
  url: string;
  /** Access log lines: `<client> "<request>" <status> upstream=<addresses>:<statuses>`. */
  accessLog: () => string[];
  /** Error log lines (warnings and worse), e.g. `no live upstreams while connecting to upstream`. */
  errorLog: () => string[];
  stop: () => Promise<void>;
}

/**
 * nginx as this user, with its own prefix, configuration, pid and logs in `dir`, in the
 * foreground, serving `site`.
 */
export async function startNginx(dir: string, port: number, site: string): Promise<RunningNginx> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Started by root, nginx would run its workers as `nobody`, who cannot enter `dir`.
      process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  log_format journey \'$remote_addr "$request" $status upstream=$upstream_addr:$upstream_status\';',
      `  access_log ${path.join(dir, 'access.log')} journey;`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(
    NGINX_PATH,
    [
      '-p',
      dir,
      '-e',
      path.join(dir, 'error.log'),
      '-c',
      path.join(dir, 'nginx.conf'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (tries > 300) throw new Error(`nginx did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const lines = (file: string) =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return {
    url,
    accessLog: () => lines(path.join(dir, 'access.log')),
    errorLog: () => lines(path.join(dir, 'error.log')),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}
