/**
 * How long a 26-week logbook PDF takes to make (issue 55: under 1 s): renderLogbookPdf, the
 * route's work past its few reads, for a typical logbook and for one at every field's limit.
 * `npm run bench:logbook-pdf -w server [-- --runs 10]`; figures in docs/benchmarks.md.
 */
import { DateTime } from 'luxon';
import { parseArgs } from 'node:util';
import { fieldRules } from '../src/lib/fields';
import {
  renderLogbookPdf,
  type LogbookContent,
  type SignedWeek,
} from '../src/domain/letters/logbook-pdf';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);

const SENTENCE =
  'Reviewed the pull requests of the payments team, paired on the import job and wrote its tests. ';
const textOf = (chars: number, sentence = SENTENCE) =>
  sentence.repeat(Math.ceil(chars / sentence.length)).slice(0, chars);

function logbook(chars: number, name: string, sentence = SENTENCE): LogbookContent {
  const first = DateTime.fromISO('2027-01-04', { zone: 'utc' });
  const weeks: SignedWeek[] = Array.from({ length: 26 }, (_, w) => {
    const monday = first.plus({ weeks: w });
    return {
      weekStart: monday.toISODate()!,
      weekEnd: monday.plus({ days: 4 }).toISODate()!,
      days: Array.from({ length: 5 }, (__, d) => ({
        date: monday.plus({ days: d }).toISODate()!,
        state: d === 2 && w % 5 === 0 ? ('Excused' as const) : ('Present' as const),
      })),
      hours: 38,
      activities: textOf(chars, sentence),
      learned: textOf(Math.round(chars / 2), sentence),
      signedBy: 'Grace Mwangi',
      signedOn: monday.plus({ days: 7 }).toISODate()!,
      countersignature:
        w % 2 === 0
          ? { name: 'Dr Amina Odhiambo', on: monday.plus({ days: 9 }).toISODate()! }
          : null,
      attachments: [],
    };
  });
  return {
    firmName: 'Acme Kenya Ltd',
    firmContact: 'internships@acme.test',
    programme: 'the Acme Kenya Ltd internship programme',
    internName: name,
    position: 'Software Engineering',
    intakeName: 'January 2027 intake',
    supervisorName: 'Grace Mwangi',
    startsOn: '2027-01-04',
    endsOn: '2027-07-02',
    madeOn: '2027-07-05',
    attendance: { Expected: 130, Present: 125, Excused: 5, Absent: 0, SharePresent: 100 },
    weeks,
    images: new Map(),
    visits: [
      {
        visitedOn: '2027-03-10',
        visitorName: 'Dr Amina Odhiambo',
        met: 'Grace Mwangi and the team lead',
        assessment: textOf(Math.round(chars / 2), sentence),
        scores: [
          { Name: 'Punctuality', MaxScore: 5, Score: 4 },
          { Name: 'Teamwork', MaxScore: 10, Score: 9 },
        ],
      },
    ],
    code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
    verifyUrl: 'https://internships.acme.test/verify/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
  };
}

async function measure(label: string, content: LogbookContent) {
  await renderLogbookPdf(content); // fonts read and unpacked once per process, as in the server
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    bytes = (await renderLogbookPdf(content)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `| ${label} | ${runs} | ${median.toFixed(0)} | ${times[times.length - 1].toFixed(0)} | ${(bytes / 1024).toFixed(0)} KB |`,
  );
}

async function main() {
  console.log('| 26 signed weeks | runs | median ms | max ms | PDF |');
  console.log('| --- | --- | --- | --- | --- |');
  await measure('typical: 600 + 300 characters a week', logbook(600, 'Amina Otieno'));
  const limit = fieldRules.logbookText.max;
  await measure(
    `at the limit: ${limit} + ${limit / 2} characters, a name in Arabic`,
    logbook(limit, 'سارة Otieno'),
  );
  // A word wider than its line is broken between its characters, each measured (issue 67).
  await measure(
    `at the limit, each text one word`,
    logbook(limit, 'Amina Otieno', SENTENCE.replaceAll(' ', '')),
  );
}

void main();
