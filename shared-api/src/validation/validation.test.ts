import type { z } from 'zod/mini';
import { showLanguage, translate } from 'shared-api';
import {
  dateFromTodaySchema,
  emailSchema,
  fieldRules,
  idSchema,
  MAX_PDF_BYTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_HINT,
  passwordSchema,
  pdfFileProblem,
  pdfFileSchema,
  pdfMessages,
  phoneSchema,
  ratingSchema,
  requiredText,
} from '.';
import { setFirmTimeZone, todayInTimeZone } from '../time/firm-dates';

function messageOf(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

describe('email', () => {
  it('accepts a trimmed address and refuses others', () => {
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
    expect(messageOf(emailSchema, '')).toBe('The email is required');
    expect(messageOf(emailSchema, 'ada@')).toBe('Enter a valid email address');
  });
});

describe('phone', () => {
  // The phone rule loads libphonenumber-js on first use, so it is checked asynchronously.
  async function phoneMessageOf(value: unknown): Promise<string | null> {
    const result = await phoneSchema.safeParseAsync(value);
    return result.success ? null : result.error.issues[0].message;
  }

  it('accepts valid international numbers only', async () => {
    expect(await phoneMessageOf('+254712345678')).toBeNull();
    expect(await phoneMessageOf('+12025550123')).toBeNull();
    expect(await phoneMessageOf('+2547123')).toBe('Enter a valid phone number');
    expect(await phoneMessageOf('')).toBe('The phone number is required');
  });
});

describe('dates from today in the firm time zone', () => {
  afterEach(() => {
    jest.useRealTimers();
    setFirmTimeZone('Africa/Nairobi');
  });

  it("uses Nairobi's date, not the visitor's", () => {
    // 22:30 UTC on 1 January is already 01:30 on 2 January in Nairobi (UTC+3).
    const now = new Date('2025-01-01T22:30:00Z');
    expect(todayInTimeZone(undefined, now)).toBe('2025-01-02');
    expect(todayInTimeZone('UTC', now)).toBe('2025-01-01');
  });

  it('refuses dates before today and accepts today', () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T22:30:00Z') });
    const schema = dateFromTodaySchema();
    expect(messageOf(schema, '2025-01-01')).toBe('The date cannot be before today');
    expect(messageOf(schema, '2025-01-02')).toBeNull();
    expect(messageOf(schema, '2025-02-30')).toBe('Enter a date as YYYY-MM-DD');
    expect(messageOf(schema, '')).toBe('Choose a date');
    setFirmTimeZone('UTC');
    expect(messageOf(schema, '2025-01-01')).toBeNull();
  });

  it('refuses an unknown time zone at configuration time', () => {
    expect(() => setFirmTimeZone('Mars/Olympus')).toThrow(RangeError);
  });
});

describe('rating', () => {
  it('is a whole number from 0 to 100', () => {
    expect([0, 50, 100].map((value) => messageOf(ratingSchema, value))).toEqual([null, null, null]);
    for (const bad of [-1, 101, 50.5, '50']) expect(messageOf(ratingSchema, bad)).not.toBeNull();
  });
});

describe('PDF files', () => {
  const file = (name: string, type: string, size = 1000) =>
    new File([new Uint8Array(size)], name, { type });

  it('accepts a PDF up to 5 MB', () => {
    expect(pdfFileProblem(file('cv.pdf', 'application/pdf', MAX_PDF_BYTES))).toBeNull();
    expect(pdfFileProblem(file('cv.PDF', ''))).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(pdfFileProblem(file('cv.docx', 'application/msword'))).toBe(
      'Only PDF files are accepted',
    );
    expect(pdfFileProblem(file('cv.pdf', 'application/pdf', MAX_PDF_BYTES + 1))).toBe(
      'The file must be at most 5 MB',
    );
    expect(messageOf(pdfFileSchema, undefined)).toBe('Choose a PDF file');
  });
});

describe('password', () => {
  it('needs 12 to 128 characters, with no rule on what they are', () => {
    expect(messageOf(passwordSchema, 'kettlemeadow')).toBeNull();
    expect(messageOf(passwordSchema, '123456789012')).toBeNull();
    expect(messageOf(passwordSchema, 'eleven-char')).toBe('Use 12 to 128 characters');
    expect(messageOf(passwordSchema, 'a1'.repeat(64))).toBeNull();
    expect(messageOf(passwordSchema, `${'a1'.repeat(64)}x`)).toBe('Use 12 to 128 characters');
  });
});

describe('ids from selects', () => {
  it("treats the empty 'Select a choice' as missing", () => {
    const schema = idSchema('Select a position');
    expect(schema.parse('3')).toBe(3);
    expect(messageOf(schema, '')).toBe('Select a position');
  });
});

describe('texts within their rule', () => {
  const name = requiredText('Name', fieldRules.name);

  it('name the field and the limit', () => {
    expect(messageOf(name, ' ')).toBe('Name is required');
    expect(messageOf(name, 'A')).toBe('Name must be at least 2 characters');
    expect(messageOf(name, 'x'.repeat(101))).toBe('Name must be at most 100 characters');
    expect(messageOf(name, 'Ada\nLovelace')).toBe('Name must be on one line');
    expect(messageOf(name, 'Ada\u0000')).toBe('Name must not contain control characters');
  });
});

describe('the rules in Swahili', () => {
  beforeEach(() => showLanguage('sw'));

  it('say a limit with its number, and the field by its Swahili name', () => {
    const name = requiredText('Name', fieldRules.name);
    expect(messageOf(name, ' ')).toBe('Jina ni lazima');
    expect(messageOf(name, 'x'.repeat(101))).toBe('Jina: tumia herufi zisizozidi 100');
    expect(messageOf(passwordSchema, 'eleven-char')).toBe('Tumia herufi 12 hadi 128');
    expect(messageOf(ratingSchema, 101)).toBe('Alama lazima iwe namba kamili kuanzia 0 hadi 100.');
  });

  it('hand over a plain message marked, which is shown translated', () => {
    const message = messageOf(emailSchema, '');
    expect(message).toBe('The email is required');
    expect(translate(message!)).toBe('Barua pepe ni lazima');
    expect(translate(PASSWORD_RULE_HINT)).toBe(
      'Herufi 12 hadi 128; manenosiri yanayotumika sana hukataliwa',
    );
  });
});

describe('texts that write a limit in their words', () => {
  it('keep it equal to the limit', () => {
    expect(PASSWORD_RULE_HINT.startsWith(`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} `)).toBe(
      true,
    );
    expect(pdfMessages.size).toBe(`The file must be at most ${MAX_PDF_BYTES / 1024 / 1024} MB`);
  });
});
