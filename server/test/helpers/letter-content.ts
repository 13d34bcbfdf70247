import type { LetterContent } from '../../src/domain/letters/letter-pdf';

/** A completion letter's content as the PDF tests draw it, with `changes` on top. */
export const letterContent = (changes: Partial<LetterContent> = {}): LetterContent => ({
  firmName: 'Acme Kenya Ltd',
  firmContact: 'internships@acme.test',
  programme: 'the Acme Kenya Ltd internship programme',
  internName: 'Amina Njeri',
  position: 'Engineering',
  intakeName: 'February 2026 intake',
  startsOn: '2026-02-01',
  endsOn: '2026-04-30',
  issuedOn: '2026-05-04',
  supervisorName: 'Grace Mwangi',
  tasksCompleted: 3,
  attendance: null,
  overallRating: 80,
  scores: {
    technical_skill: 4,
    quality_of_work: 5,
    communication: 3,
    teamwork: 4,
    initiative: 5,
    reliability: 4,
  },
  assessment: 'Careful and quick to learn.',
  recommendation: 'Highly recommended',
  code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
  verifyUrl: 'http://app.test/verify/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
  ...changes,
});
