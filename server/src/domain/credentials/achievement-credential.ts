import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import type { Texts } from '../../lib/texts';
import { OB_CONTEXT, VC_V2_CONTEXT } from './document-loader';

/** 1EdTech's JSON Schema for an AchievementCredential (test/fixtures holds a copy). */
export const ACHIEVEMENT_CREDENTIAL_SCHEMA =
  'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/** What a letter states, as letters.service computes it when the letter is issued. */
export interface LetterFacts {
  letterId: number;
  letterCode: string;
  letterUrl: string;
  firmName: string;
  internName: string;
  internEmail: string;
  position: string | null;
  intakeName: string | null;
  startsOn: string;
  endsOn: string;
  /** The final evaluation's criteria (1–5 each), averaged; null when none was scored. */
  evaluationScore: number | null;
  attendance: { present: number; expected: number } | null;
  /** The latest copy of the intern's logbook, when there is one. */
  logbook: {
    code: string;
    url: string;
    weeksSigned: number;
    /** The university whose academic supervisor countersigned every signed week, if so. */
    countersignedBy: string | null;
  } | null;
}

export interface CredentialPlace {
  id: string;
  issuer: string;
  publicUrl: string;
  statusListUrl: string;
  statusIndex: number;
  issuedAt: string;
  zone: string;
}

/** A calendar day in the firm's time zone as the date-time OB 3.0 asks for: its start. */
const dayStart = (day: string, zone: string) =>
  DateTime.fromISO(day, { zone }).toUTC().toISO({ suppressMilliseconds: true })!;

/** The e-mail as OB 3.0's salted identity hash: `sha256$<hex of e-mail + salt>`. */
export function identityHash(email: string, salt: string) {
  const hex = crypto.createHash('sha256').update(`${email.toLowerCase()}${salt}`).digest('hex');
  return `sha256$${hex}`;
}

/** The achievement's name, the certificate's name (LinkedIn's 'name'). */
export const achievementName = ({ t }: Texts, position: string | null) =>
  position ? t('Internship: {position}', { position }) : t('Internship');

/**
 * The unsigned Open Badges 3.0 AchievementCredential of a letter (docs/credentials.md), in the
 * intern's language (`texts`), as the letter's PDF is.
 */
export function achievementCredential(facts: LetterFacts, place: CredentialPlace, texts: Texts) {
  const { t } = texts;
  const name = achievementName(texts, facts.position);
  const days = { start: texts.day(facts.startsOn, 'long'), end: texts.day(facts.endsOn, 'long') };
  const salt = crypto.randomBytes(16).toString('hex');
  const results: object[] = [];
  const descriptions: object[] = [];
  if (facts.evaluationScore !== null) {
    descriptions.push({
      id: `${place.id}#final-evaluation`,
      type: ['ResultDescription'],
      name: t('Final evaluation by the workplace supervisor (average of six criteria, 1 to 5)'),
      resultType: 'RawScore',
      valueMin: '1',
      valueMax: '5',
    });
    results.push({
      type: ['Result'],
      resultDescription: `${place.id}#final-evaluation`,
      value: facts.evaluationScore.toFixed(1),
      status: 'Completed',
    });
  }
  if (facts.attendance) {
    descriptions.push({
      id: `${place.id}#attendance`,
      type: ['ResultDescription'],
      name: t('Days present of {expected} working days', { expected: facts.attendance.expected }),
      resultType: 'RawScore',
      valueMin: '0',
      valueMax: String(facts.attendance.expected),
    });
    results.push({
      type: ['Result'],
      resultDescription: `${place.id}#attendance`,
      value: String(facts.attendance.present),
    });
  }
  const evidence: object[] = [
    {
      id: facts.letterUrl,
      type: ['Evidence'],
      name: t('Completion letter {code}', { code: facts.letterCode }),
      description: t('The signed completion letter; its page says whether it is still valid.'),
    },
  ];
  if (facts.logbook) {
    const { logbook } = facts;
    evidence.push({
      id: logbook.url,
      type: ['Evidence'],
      name: t('Logbook copy {code}', { code: logbook.code }),
      description: logbook.countersignedBy
        ? t(
            '{weeks} weeks signed by the workplace supervisor and countersigned by the academic supervisor of {university}.',
            { weeks: logbook.weeksSigned, university: logbook.countersignedBy },
          )
        : t('{weeks} weeks signed by the workplace supervisor.', { weeks: logbook.weeksSigned }),
    });
  }
  const where = facts.intakeName
    ? t('{firm}, {intake}', { firm: facts.firmName, intake: facts.intakeName })
    : facts.firmName;
  return {
    '@context': [VC_V2_CONTEXT, OB_CONTEXT],
    id: place.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name,
    description: t('{name} completed an internship at {where}, from {start} to {end}.', {
      name: facts.internName,
      where,
      ...days,
    }),
    issuer: { id: place.issuer, type: ['Profile'], name: facts.firmName, url: place.publicUrl },
    validFrom: place.issuedAt,
    awardedDate: place.issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: facts.internName,
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: identityHash(facts.internEmail, salt),
          salt,
        },
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: facts.internName,
        },
      ],
      ...(facts.position ? { role: facts.position } : {}),
      ...(facts.intakeName ? { term: facts.intakeName } : {}),
      activityStartDate: dayStart(facts.startsOn, place.zone),
      activityEndDate: dayStart(facts.endsOn, place.zone),
      achievement: {
        id: `${place.id}#achievement`,
        type: ['Achievement'],
        achievementType: 'ext:Internship',
        name,
        description: t('An internship at {where}, from {start} to {end}.', { where, ...days }),
        criteria: {
          narrative: t(
            'Worked the internship to its end, with a final evaluation submitted by the workplace supervisor.',
          ),
        },
        ...(descriptions.length > 0 ? { resultDescription: descriptions } : {}),
      },
      ...(results.length > 0 ? { result: results } : {}),
    },
    evidence,
    // VC 2.0's `JsonSchema` (a term its context defines; the bundled OB 3.0.3 context does not
    // define 1EdTech's `1EdTechJsonSchemaValidator2019`, and signing refuses undefined terms).
    credentialSchema: [{ id: ACHIEVEMENT_CREDENTIAL_SCHEMA, type: 'JsonSchema' }],
    credentialStatus: {
      id: `${place.statusListUrl}#${place.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(place.statusIndex),
      statusListCredential: place.statusListUrl,
    },
  };
}
