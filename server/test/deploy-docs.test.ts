import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployBlock } from './helpers/deploy-doc';

const systemdAnalyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) =>
  fs.existsSync(file),
);

describe('docs/deploy.md', () => {
  (systemdAnalyze ? it : it.skip)('has a systemd unit that systemd-analyze verifies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-unit-'));
    try {
      const unit = path.join(dir, 'internship@1.service');
      fs.writeFileSync(unit, deployBlock('ini'));
      const result = spawnSync(systemdAnalyze!, ['verify', unit], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every variable it sets in the configuration the server reads', () => {
    const names = deployBlock('dotenv')
      .split('\n')
      .map((line) => /^([A-Z_]+)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(names.length).toBeGreaterThan(10);
    const configSource = fs.readFileSync(path.resolve(__dirname, '..', 'src', 'config.ts'), 'utf8');
    expect(names.filter((name) => !configSource.includes(`  ${name}:`))).toEqual([]);
  });

  it('has an nginx site that never rests an instance and never repeats a POST', () => {
    const site = deployBlock('nginx');
    const upstreams = [...site.matchAll(/^ *server (127\.0\.0\.1:\d+)(.*);$/gm)];
    expect(upstreams.map(([, address]) => address)).toEqual(['127.0.0.1:3001', '127.0.0.1:3002']);
    // nginx's default (max_fails=1 fail_timeout=10s) rests an instance that refused one
    // connection while it restarted for 10 s after it is back: in a rolling restart the other
    // one then stops too, and every request fails with "no live upstreams".
    expect(upstreams.map(([, , options]) => options.trim())).toEqual([
      'max_fails=0',
      'max_fails=0',
    ]);
    const nextUpstream = /^ *proxy_next_upstream (.*);$/m.exec(site)?.[1];
    expect(nextUpstream?.split(' ')).toEqual(['error', 'timeout']);
  });

  it('has an nginx site that bounds the connections one address holds and cuts slow clients', () => {
    const site = deployBlock('nginx');
    const zone = /^limit_conn_zone \$binary_remote_addr zone=(\w+):\d+m;$/m.exec(site)?.[1];
    expect(zone).toBeDefined();
    const limit = new RegExp(`^ {4}limit_conn ${zone} (\\d+);$`, 'm').exec(site)?.[1];
    expect(Number(limit)).toBeGreaterThan(0);
    expect(site).toMatch(/^ {4}limit_conn_status 429;$/m);
    expect(site).toMatch(/^ {4}client_header_timeout 10s;$/m);
  });
});
