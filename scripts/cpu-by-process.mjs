#!/usr/bin/env node
// Runs a command and prints the CPU time of every process on the machine while it runs, summed
// by kind (Chromium by process type, the journeys' servers, jest workers, webpack, ...).
// `/usr/bin/time` misses Chromium: Playwright starts it in a session of its own, never reaped
// as the command's descendant, so its CPU (about two fifths of `npm test`'s) goes uncounted.
// It counts every process of the machine: run it on a quiet one. With --tree it counts only the
// command and the processes descending from it (Chromium among them: detached, it is still
// jest's child), so that other work on the machine does not count.
// Usage: node scripts/cpu-by-process.mjs [--tree] -- npm test
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ
const args = process.argv.slice(process.argv.indexOf('--') + 1);
const TREE = process.argv.slice(2, process.argv.indexOf('--')).includes('--tree');
/** The command's process, once started. */
let child;

function kindOf(cmdline) {
  if (cmdline.includes('chromium')) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
    const utility = /--utility-sub-type=([\w.]+)/.exec(cmdline)?.[1];
    return `chromium ${type}${utility ? ` ${utility}` : ''}`;
  }
  if (cmdline.includes('postgres')) return 'postgres (a service)';
  if (/test-server\/main\.js|server\/src\/main\.ts|build\/package/.test(cmdline))
    return 'app servers';
  if (cmdline.includes('test-server/')) return 'server commands';
  if (cmdline.includes('processChild.js')) return 'jest workers';
  if (cmdline.includes('webpack')) return 'webpack';
  if (cmdline.includes('jest')) return 'jest';
  if (cmdline.includes('nginx')) return 'nginx';
  if (cmdline.startsWith('node') || cmdline.includes('/node ')) return 'other node';
  return 'other';
}

/** pid+start time -> [kind, ticks when first seen (0 if it started after us), latest ticks]. */
const seen = new Map();
let firstPass = true;
/** The command's process and those descending from it, among `processes` (pid -> parent). */
function treeOf(processes) {
  const tree = new Set(child ? [child.pid] : []);
  for (let grew = tree.size > 0; grew;) {
    grew = false;
    for (const [pid, parent] of processes) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

function sample() {
  const processes = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    let cmdline;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    processes.push({ pid: Number(pid), parent: Number(fields[1]), fields, cmdline });
  }
  const counted = TREE ? treeOf(processes.map(({ pid, parent }) => [pid, parent])) : null;
  for (const { pid, fields, cmdline } of processes) {
    if (counted && !counted.has(pid)) continue;
    const ticks = Number(fields[11]) + Number(fields[12]);
    const key = `${pid}:${fields[19]}`;
    const known = seen.get(key);
    if (known) known[2] = ticks;
    else seen.set(key, [kindOf(cmdline), firstPass ? ticks : 0, ticks, cmdline.slice(0, 120)]);
  }
  firstPass = false;
}

sample();
const timer = setInterval(sample, 250);
child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
child.on('exit', (code) => {
  clearInterval(timer);
  sample();
  const byKind = new Map();
  for (const [kind, first, last] of seen.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + (last - first) / TICKS_PER_SECOND);
  }
  const rows = [...byKind].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [kind, s]) => sum + (kind.startsWith('postgres') ? 0 : s), 0);
  const whose = TREE ? 'of the command and its descendants' : 'while the command ran';
  console.log(`\nCPU-seconds by kind of process, ${whose} (a process that lived`);
  console.log('under 0.25 s may be missed):');
  for (const [kind, s] of rows) console.log(`${s.toFixed(1).padStart(9)}  ${kind}`);
  console.log(`${total.toFixed(1).padStart(9)}  in all, postgres left out`);
  // The commands behind the catch-all kinds, summed by their first 120 characters.
  const others = new Map();
  for (const [kind, first, last, command] of seen.values()) {
    if (kind.startsWith('other')) others.set(command, (others.get(command) ?? 0) + (last - first));
  }
  console.log('\nThe most of "other" and "other node", by command:');
  for (const [command, ticks] of [...others].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`${(ticks / TICKS_PER_SECOND).toFixed(1).padStart(9)}  ${command}`);
  }
  process.exitCode = code ?? 1;
});
