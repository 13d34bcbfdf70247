export type FieldErrors = Record<string, string[]>;

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers?: Record<string, string>,
    /** Field errors that accompany a non-422 status (the 401 of account activation). */
    public readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** 422 with messages per payload field, named as in the spec (`Email`, `Cv`, `password`...). */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message = 'The given data was invalid.') {
    super(422, message, undefined, errors);
  }
}

export const fieldError = (field: string, message: string) =>
  new ValidationError({ [field]: [message] });

export const unauthorized = (message = 'Unauthenticated') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
