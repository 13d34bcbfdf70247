#!/usr/bin/env node
// Runs a command and prints the CPU time of it and of every process descending from it, by
// process name. Chromium is among them (Playwright starts it detached, but as jest's child), so
// this counts what `/usr/bin/time` misses, and unlike scripts/cpu-by-process.mjs it counts no
// other process of the machine: usable while other work runs. Each process is read from
// /proc/<pid>/stat every 250 ms; what one spends after its last sample is missed.
// Usage: node scripts/cpu-of-tree.mjs -- /usr/bin/time -v npx jest e2e/journeys/<file>
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ
const args = process.argv.slice(process.argv.indexOf('--') + 1);
const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
const started = Date.now();
/** pid+start time -> [name, latest ticks]. */
const seen = new Map();

function sample() {
  const processes = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    processes.set(Number(pid), {
      parent: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      start: fields[19],
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    });
  }
  const tree = new Set([child.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of processes) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) {
    const known = processes.get(pid);
    if (known) seen.set(`${pid}:${known.start}`, [known.name, known.ticks]);
  }
}

const timer = setInterval(sample, 250);
child.on('exit', (code) => {
  clearInterval(timer);
  const byName = {};
  for (const [name, ticks] of seen.values()) byName[name] = (byName[name] ?? 0) + ticks;
  const seconds = (ticks) => Math.round((ticks / TICKS_PER_SECOND) * 10) / 10;
  const total = Object.values(byName).reduce((sum, ticks) => sum + ticks, 0);
  console.error(
    `wall ${((Date.now() - started) / 1000).toFixed(1)} s; CPU of the tree ${seconds(total)} s`,
  );
  for (const [name, ticks] of Object.entries(byName).sort((a, b) => b[1] - a[1])) {
    console.error(`  ${name}: ${seconds(ticks)} s`);
  }
  process.exit(code ?? 1);
});
