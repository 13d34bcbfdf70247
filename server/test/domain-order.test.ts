import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../src/config';

const { DOMAIN_LAYERS } = require('../domain-order.cjs') as { DOMAIN_LAYERS: string[][] };

const DOMAIN = path.join(repoRoot, 'server', 'src', 'domain');

describe('the rooms of the domain stand on each other one way', () => {
  it('names every room in exactly one layer', () => {
    const rooms = fs
      .readdirSync(DOMAIN, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const listed = DOMAIN_LAYERS.flat();
    expect([...listed].sort()).toEqual(rooms);
    expect(new Set(listed).size).toBe(listed.length);
  });

  // ESLint runs as `npm run lint` does: its flat config is an ES module, which jest cannot load.
  const lint = (room: string, code: string) => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'),
        '--format',
        'json',
        '--stdin',
        '--stdin-filename',
        path.join(DOMAIN, room, 'probe.ts'),
      ],
      { cwd: repoRoot, input: code, encoding: 'utf8' },
    );
    const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null }[] }[];
    return report.messages.map((message) => message.ruleId);
  };

  it('refuses an import of a room above, and takes one below', () => {
    expect(lint('logbook', "export { verifyUrl } from '../letters/letters.service';\n")).toContain(
      'no-restricted-imports',
    );
    expect(lint('letters', "export { attendanceOf } from '../logbook/attendance';\n")).toEqual([]);
  });
});
