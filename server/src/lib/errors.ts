import { english, m, type Said } from './texts';

export type FieldErrors = Record<string, string[]>;

/**
 * What an error says: a text without values (its id, the English text), or one with values
 * (`m('... {date} ...', { date })`). The error handler says it in the request's language.
 */
export type Message = string | Said;

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  /** Field errors, in English, named as in the spec. */
  public readonly errors?: FieldErrors;
  /** Its texts with values, by their English: the error handler says them in the reader's language. */
  public readonly texts: ReadonlyMap<string, Said>;
  /** What a client acts on besides showing the message (answered as `reason`). */
  public readonly reason?: string;

  constructor(
    public readonly statusCode: number,
    message: Message,
    public readonly headers?: Record<string, string>,
    /** Field errors that accompany a non-422 status (the 401 of account activation). */
    errors?: Record<string, Message[]>,
  ) {
    const texts = new Map<string, Said>();
    const say = (said: Message) => {
      const text = english(said);
      if (typeof said !== 'string') texts.set(text, said);
      return text;
    };
    super(say(message));
    this.texts = texts;
    if (errors) {
      this.errors = Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [field, messages.map(say)]),
      );
    }
  }
}

/** 422 with messages per payload field, named as in the spec (`Email`, `Cv`, `password`...). */
export class ValidationError extends HttpError {
  constructor(
    errors: Record<string, Message[]>,
    message: Message = m('The given data was invalid.'),
  ) {
    super(422, message, undefined, errors);
  }
}

export const fieldError = (field: string, message: Message) =>
  new ValidationError({ [field]: [message] });

export const unauthorized = (message: Message = m('Unauthenticated')) =>
  new HttpError(401, message);
export const forbidden = (message: Message = m('Forbidden')) => new HttpError(403, message);
export const notFound = (message: Message = m('Not found')) => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);
