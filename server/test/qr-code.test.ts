import { renderLetterPdf } from '../src/domain/letters/letter-pdf';
import { renderLogbookPdf, type LogbookContent } from '../src/domain/letters/logbook-pdf';
import { letterContent } from './helpers/letter-content';
import { qrCodesIn } from './helpers/pdf-qr-codes';

const CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
const VERIFY_URL = `https://internships.acme-kenya.example/verify/${CODE}`;

const heading = {
  firmName: 'Acme Kenya Ltd',
  firmContact: 'internships@acme.test',
  programme: 'the Acme Kenya Ltd internship programme',
  internName: 'Amina Njeri',
  position: 'Engineering',
  intakeName: 'February 2026 intake',
};

const letter = letterContent({
  attendance: { present: 58, expected: 60, excused: 2 },
  code: CODE,
  verifyUrl: VERIFY_URL,
});

const logbook: LogbookContent = {
  ...heading,
  supervisorName: 'Grace Mwangi',
  startsOn: '2026-02-02',
  endsOn: '2026-03-27',
  madeOn: '2026-04-01',
  attendance: { Expected: 5, Present: 4, Excused: 1, Absent: 0, SharePresent: 80 },
  weeks: [
    {
      weekStart: '2026-02-02',
      weekEnd: '2026-02-06',
      days: ['02', '03', '04', '05', '06'].map((day, i) => ({
        date: `2026-02-${day}`,
        state: i === 4 ? 'Excused' : 'Present',
      })),
      hours: 32,
      activities: 'Wrote the tests of the payments service.',
      learned: 'How the ledger is kept.',
      signedBy: 'Grace Mwangi',
      signedOn: '2026-02-06',
      countersignature: null,
      attachments: [],
    },
  ],
  visits: [],
  images: new Map(),
  code: CODE,
  verifyUrl: VERIFY_URL,
};

describe('the QR code of a document, scanned from its printed page', () => {
  it("reads as the completion letter's verification address", async () => {
    expect(await qrCodesIn(await renderLetterPdf(letter))).toEqual([VERIFY_URL]);
  });

  it("reads as the logbook copy's verification address, on its first page", async () => {
    const pages = await qrCodesIn(await renderLogbookPdf(logbook));
    expect(pages[0]).toBe(VERIFY_URL);
  });
});
