/**
 * How long issuing and checking an Open Badges 3.0 credential take (issue 86: issuing ≤ 200 ms,
 * checking ≤ 100 ms): issueCredential (key, place in the status list, Data Integrity proof and
 * its row, in a transaction as a letter's issue runs it) and checkCredential (the verifier's
 * whole work, every context bundled, nothing fetched), on SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL. `npm run bench:credentials -w server [-- --runs 50]`; figures in docs/benchmarks.md.
 */
import { parseArgs } from 'node:util';
import { createDatabase, type Db, type Dialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { loadConfig } from '../src/config';
import { checkCredential } from '../src/domain/credentials/credential-check';
import { issueCredential, letterCredential } from '../src/domain/credentials/credentials.service';
import type { LetterFacts } from '../src/domain/credentials/achievement-credential';
import { textsIn } from '../src/lib/texts';
import { isoNow } from '../src/lib/time';
import { createTestDatabase, dialects } from '../test/helpers/test-db';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' } } });
const RUNS = Number(values.runs);
const config = loadConfig({ ...process.env, PUBLIC_URL: 'https://internships.acme.test' });
const texts = textsIn('en');

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}, max ${ms(sorted[sorted.length - 1])}`;
};

async function aLetter(db: Db, i: number) {
  const row = await db
    .insertInto('completion_letters')
    .values({
      code: `BNCH-${String(i).padStart(4, '0')}-0000-0000-0000-0000-0000`,
      intern_id: null,
      issued_by: null,
      intern_name: 'Amina Wanjiru Otieno',
      position: 'Software Engineering',
      intake_name: 'January 2027 intake',
      starts_on: '2027-01-04',
      ends_on: '2027-07-02',
      issued_on: '2027-07-05',
      pdf: null,
      created_at: isoNow(),
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  return row;
}

const facts = (letter: { id: number; code: string }): LetterFacts => ({
  letterId: letter.id,
  letterCode: letter.code,
  letterUrl: `${config.PUBLIC_URL}/verify/${letter.code}`,
  firmName: 'Acme Kenya Ltd',
  internName: 'Amina Wanjiru Otieno',
  internEmail: 'amina.otieno@example.com',
  position: 'Software Engineering',
  intakeName: 'January 2027 intake',
  startsOn: '2027-01-04',
  endsOn: '2027-07-02',
  evaluationScore: 4.2,
  attendance: { present: 125, expected: 130 },
  logbook: {
    code: 'LOGB-0000-0000-0000-0000-0000-0000',
    url: `${config.PUBLIC_URL}/verify/LOGB-0000-0000-0000-0000-0000-0000`,
    weeksSigned: 26,
    countersignedBy: 'University of Nairobi',
  },
});

async function measure(dialect: Dialect) {
  const database = await createTestDatabase(dialect);
  const db = createDatabase(dialect, database.url);
  try {
    await migrateToLatest(db);
    const issue = async (i: number) => {
      const letter = await aLetter(db, i);
      const start = performance.now();
      await db.transaction().execute((trx) => issueCredential(trx, config, facts(letter), texts));
      return { letter, ms: performance.now() - start };
    };
    // The first makes the key and the status list: timed apart.
    const first = await issue(0);
    const issued: number[] = [];
    for (let i = 1; i <= RUNS; i++) issued.push((await issue(i)).ms);
    const { document } = await letterCredential(db, first.letter.id);
    // Warm (the first checks compile the libraries' code paths), then timed.
    for (let i = 0; i < 5; i++) await checkCredential(db, config, document, texts);
    const checked: number[] = [];
    let result = '';
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const outcome = await checkCredential(db, config, document, texts);
      checked.push(performance.now() - start);
      result = outcome.status === 200 ? outcome.body.Result : String(outcome.status);
    }
    console.log(`${dialect}, ${RUNS} runs each (${document.length} bytes a credential):`);
    console.log(`  first issue (makes the key and the status list): ${first.ms.toFixed(1)} ms`);
    console.log(`  issue: ${summary(issued)}`);
    console.log(`  check (${result}): ${summary(checked)}`);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

async function main() {
  for (const dialect of dialects) await measure(dialect);
}

void main();
