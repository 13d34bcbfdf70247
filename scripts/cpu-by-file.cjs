// The CPU time of each jest test file in a run, what it and the processes it waited for used
// (its servers and commands; not Chromium, which is never reaped by its worker, nor PostgreSQL).
// As a preload, each jest worker writes its CPU at every file it is given to CPU_BY_FILE_LOG;
// run directly, it prints the files, most CPU first:
//   CPU_BY_FILE_LOG=/tmp/cpu.log NODE_OPTIONS="--require $PWD/scripts/cpu-by-file.cjs" npm test
//   node scripts/cpu-by-file.cjs /tmp/cpu.log
const fs = require('node:fs');
const path = require('node:path');

const TICKS_PER_SECOND = 100; // Linux's USER_HZ
const CHILD_MESSAGE_END = 2; // jest-worker's

/** This process's CPU seconds, its own and its reaped children's (/proc/self/stat). */
function cpuSeconds() {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // utime, stime, cutime, cstime: fields 14 to 17 of proc(5), here from the state (field 3) on.
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS_PER_SECOND;
}

function logFiles(out) {
  const log = (what) =>
    fs.appendFileSync(out, `${process.pid}\t${Date.now()}\t${cpuSeconds()}\t${what}\n`);
  // jest-worker's call message: [type, ..., method, [{ path }]] (the test's path); its end
  // message, [2, ...], closes the last file (the worker is stopped without an 'exit' event).
  process.on('message', (message) => {
    const file = Array.isArray(message) ? message[3]?.[0]?.path : undefined;
    if (typeof file === 'string') log(file);
    else if (Array.isArray(message) && message[0] === CHILD_MESSAGE_END) log('end');
  });
}

function printFiles(logFile) {
  const byWorker = new Map();
  for (const line of fs.readFileSync(logFile, 'utf8').trim().split('\n')) {
    const [pid, at, cpu, what] = line.split('\t');
    if (!byWorker.has(pid)) byWorker.set(pid, []);
    byWorker.get(pid).push({ at: Number(at), cpu: Number(cpu), what });
  }
  const files = [];
  for (const marks of byWorker.values()) {
    // A file runs from its mark to the worker's next one (the next file, or its end message).
    marks.slice(0, -1).forEach((mark, index) => {
      const next = marks[index + 1];
      files.push({ file: mark.what, cpu: next.cpu - mark.cpu, wall: (next.at - mark.at) / 1000 });
    });
  }
  // A worker that left no mark after its last file (stopped before its end message).
  const unmeasured = [...byWorker.values()]
    .map((marks) => marks.at(-1).what)
    .filter((what) => what !== 'end');
  files.sort((a, b) => b.cpu - a.cpu);
  const total = files.reduce((sum, { cpu }) => sum + cpu, 0);
  console.log(`${files.length} files, ${total.toFixed(0)} CPU-seconds\n    CPU     wall  file`);
  for (const { file, cpu, wall } of files) {
    console.log(
      `${cpu.toFixed(1).padStart(7)}  ${wall.toFixed(1).padStart(7)}  ${path.relative(process.cwd(), file)}`,
    );
  }
  for (const file of unmeasured) console.log(`not measured: ${path.relative(process.cwd(), file)}`);
}

if (require.main === module) {
  printFiles(process.argv[2] ?? process.env.CPU_BY_FILE_LOG);
} else if (process.env.CPU_BY_FILE_LOG && process.send && /processChild/.test(process.argv[1])) {
  logFiles(process.env.CPU_BY_FILE_LOG);
}
