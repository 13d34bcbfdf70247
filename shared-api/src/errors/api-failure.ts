import { isAxiosError } from 'axios';
import { m } from '../i18n/use-t';

/** What a screen needs to show after a failed call. */
export interface ApiFailure {
  /** 'fields': show `fieldErrors` under the inputs, no popup. 'message': show `message` in a popup. */
  kind: 'fields' | 'message';
  /** HTTP status, or null when no answer came (network failure, timeout). */
  status: number | null;
  /** The catalogue message the caller named (spec §8). */
  message: string;
  /** Field name (as in the payload) → first message. */
  fieldErrors: Record<string, string>;
  /** The server's own `message`, if any (e.g. a 409 saying why, or the login failure text). */
  serverMessage: string | null;
  /** A plain explanation when there was no answer, or the server's message for 409/413/429. */
  detail: string | null;
  /** Seconds to wait after a 429, from Retry-After. */
  retryAfterSeconds: number | null;
}

export interface ApiFailureOptions {
  /** Statuses whose `errors` become field errors; sign-up adds 401 (spec §5). Default [422]. */
  fieldErrorStatuses?: number[];
  /** Renames payload fields to form fields when they differ. */
  fieldNames?: Record<string, string>;
  /** Statuses whose server message becomes `detail`, besides 409/413/429 (a 404 saying why). */
  explainedStatuses?: number[];
}

// Marked for the catalogues; shown with t() like the catalogue message.
export const NO_ANSWER_DETAIL = m(
  'The server could not be reached. Check your connection and try again.',
);
export const TIMEOUT_DETAIL = m('The server did not answer in time. Please try again.');

const EXPLAINED_STATUSES = [409, 413, 429];

function serverMessageOf(data: unknown): string | null {
  if (typeof data === 'string' && data.trim()) return data;
  if (
    data &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message;
  }
  return null;
}

function fieldErrorsOf(data: unknown, fieldNames: Record<string, string>): Record<string, string> {
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : null;
  if (!errors || typeof errors !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[fieldNames[field] ?? field] = first;
  }
  return result;
}

function retryAfterOf(headers: unknown): number | null {
  const raw = (headers as Record<string, unknown> | undefined)?.['retry-after'];
  const seconds = Number(raw);
  return raw !== undefined && Number.isFinite(seconds) ? seconds : null;
}

/**
 * Turns any failure of a call into what the screen shows: a 422 into field errors keyed like the
 * payload, anything else into the catalogue message the caller names.
 */
export function toApiFailure(
  error: unknown,
  catalogueMessage: string,
  options: ApiFailureOptions = {},
): ApiFailure {
  const failure: ApiFailure = {
    kind: 'message',
    status: null,
    message: catalogueMessage,
    fieldErrors: {},
    serverMessage: null,
    detail: null,
    retryAfterSeconds: null,
  };
  if (!isAxiosError(error)) return failure;
  const response = error.response;
  if (!response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return { ...failure, detail: timedOut ? TIMEOUT_DETAIL : NO_ANSWER_DETAIL };
  }
  const serverMessage = serverMessageOf(response.data);
  const statuses = options.fieldErrorStatuses ?? [422];
  const fieldErrors = statuses.includes(response.status)
    ? fieldErrorsOf(response.data, options.fieldNames ?? {})
    : {};
  return {
    ...failure,
    kind: Object.keys(fieldErrors).length > 0 ? 'fields' : 'message',
    status: response.status,
    fieldErrors,
    serverMessage,
    detail: [...EXPLAINED_STATUSES, ...(options.explainedStatuses ?? [])].includes(response.status)
      ? serverMessage
      : null,
    retryAfterSeconds: response.status === 429 ? retryAfterOf(response.headers) : null,
  };
}

/**
 * Puts each field error under its input (pass react-hook-form's `setError`); returns whether
 * there were any. The names are the server's, so they must match the form's fields.
 */
export function applyFieldErrors<Name extends string>(
  failure: ApiFailure,
  setError: (name: Name, error: { type: string; message: string }) => void,
): boolean {
  const entries = Object.entries(failure.fieldErrors);
  for (const [name, message] of entries) setError(name as Name, { type: 'server', message });
  return entries.length > 0;
}
