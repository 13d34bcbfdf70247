import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from 'shared-api/languages';
import en from '../locales/en.json';
import sw from '../locales/sw.json';
import { requestLanguage } from './request-language';

/**
 * The server's texts (docs/i18n.md): e-mails, notifications, PDFs and the API's messages, each in
 * its reader's language. A text's id is its English text, in ICU form when it has values:
 * `t('Hello {name},', { name })`. scripts/i18n/catalogues.cjs finds every literal given to a
 * function named `t`, `m` or `translate` for the catalogues src/locales/{en,sw}.json.
 */

/** A calendar day (YYYY-MM-DD) as a text's value: each language writes dates its own way. */
export class Day {
  constructor(
    readonly iso: string,
    readonly style: DayStyle,
  ) {}
}

/** long: 1 February 2027; short: 1 Feb 2027; weekday: Mon 1 Feb. */
export type DayStyle = 'long' | 'short' | 'weekday';
const DAY_FORMATS: Record<DayStyle, string> = {
  long: 'd LLLL yyyy',
  short: 'd LLL yyyy',
  weekday: 'ccc d LLL',
};

/** 1 February 2027, as a text's value: a date a reader abroad cannot misread. */
export const longDay = (iso: string) => new Day(iso, 'long');
/** 1 Feb 2027, as a text's value: how the e-mails write a week or an absence's days. */
export const shortDay = (iso: string) => new Day(iso, 'short');

export type TextValue = string | number | Day | null | undefined;
export type TextValues = Record<string, TextValue>;

export interface Texts {
  language: Language;
  /** The text in this language; a text without an entry is its id, the English text. */
  t(text: string, values?: TextValues): string;
  /** A calendar day (YYYY-MM-DD) as this language writes it. */
  day(iso: string, style: DayStyle): string;
}

// English under Swahili: a text it lacked would be said in English, never as its raw id (the
// catalogue check keeps that from happening).
const CATALOGUES: Record<Language, Record<string, string>> = { en, sw: { ...en, ...sw } };
const cache = createIntlCache();
// A missing entry is the English text itself; the catalogue check keeps every language whole.
const quiet = () => undefined;

function build(language: Language): Texts {
  const intl: IntlShape = createIntl(
    {
      locale: language,
      defaultLocale: DEFAULT_LANGUAGE,
      messages: CATALOGUES[language],
      onError: quiet,
    },
    cache,
  );
  const locale = INTL_LOCALES[language];
  const day = (iso: string, style: DayStyle) =>
    DateTime.fromISO(iso, { zone: 'utc' }).setLocale(locale).toFormat(DAY_FORMATS[style]);
  const plain = (values: TextValues | undefined) =>
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        value instanceof Day ? day(value.iso, value.style) : (value ?? ''),
      ]),
    );
  return {
    language,
    t: (text, values) => intl.formatMessage({ id: text }, plain(values)) as string,
    day,
  };
}

const TEXTS: Record<Language, Texts> = { en: build('en'), sw: build('sw') };

/** `const { t } = textsIn(language)`: the texts of one language. */
export const textsIn = (language: Language): Texts => TEXTS[language];

/** The language stored for a person (users.language, applications.language): English when none. */
export const languageOf = (stored: string | null | undefined): Language =>
  stored === 'sw' ? 'sw' : DEFAULT_LANGUAGE;

/**
 * A text and its values, to be said later in a reader's language: what a service's error says
 * (the error handler says it in the request's language, lib/errors.ts).
 */
export interface Said {
  text: string;
  values?: TextValues;
}

/**
 * Marks a text written where its reader is not known yet (an error's message, a label); it is
 * translated where it is shown, with t(text). With values, the text and its values together.
 */
export function m<T extends string>(text: T): T;
export function m(text: string, values: TextValues): Said;
export function m(text: string, values?: TextValues): string | Said {
  return values === undefined ? text : { text, values };
}

/** A text, or a text with its values, in English (an error's `message` inside the server). */
export const english = (said: string | Said) =>
  typeof said === 'string' ? said : TEXTS.en.t(said.text, said.values);

const schemaTexts = new Map<string, Said>();

/**
 * A text whose values the code fixes (a field's name, a limit) as English, for a schema's
 * message (zod keeps a string), remembered so that the error handler can say it in the reader's
 * language. Only for values written in the code: the set it remembers must stay finite.
 */
export function schemaText(said: string | Said): string {
  const text = english(said);
  if (typeof said !== 'string') schemaTexts.set(text, said);
  return text;
}

/**
 * An English message said again in a language: one of `own` (an error's texts with values, by
 * their English), a schema's text, or a text without values (its id); any other (a library's
 * message) stays as it is.
 */
export function sayAgain(texts: Texts, message: string, own?: ReadonlyMap<string, Said>): string {
  const said = own?.get(message) ?? schemaTexts.get(message);
  return said ? texts.t(said.text, said.values) : texts.t(message);
}

/** The texts of the request's language: its `lang` cookie, else its Accept-Language. */
export const requestTexts = (request: FastifyRequest): Texts => textsIn(requestLanguage(request));
