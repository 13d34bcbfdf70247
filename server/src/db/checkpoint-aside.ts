import { Worker } from 'node:worker_threads';

const CHECKPOINT = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
try {
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_checkpoint(PASSIVE)');
} finally {
  db.close();
}
`;

/**
 * Copies SQLite's write-ahead log into the database file on a thread of its own. After a large
 * transaction the copy (tens of MB, then a sync) would stop the event loop for as long as it
 * takes on the connection whose commit passed the log's limit.
 */
export function checkpointAside(file: string) {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(CHECKPOINT, {
      eval: true,
      workerData: { file, driver: require.resolve('better-sqlite3') },
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`checkpoint exited ${code}`)),
    );
  });
}
