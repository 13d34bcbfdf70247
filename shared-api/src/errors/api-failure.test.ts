import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { applyFieldErrors, toApiFailure } from './api-failure';
import { errorMessages } from './messages';

function httpError(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data, headers, statusText: '', config };
  return new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

describe('toApiFailure', () => {
  it('turns a 422 into field errors keyed like the payload, first message each', () => {
    const error = httpError(422, {
      message: 'Invalid input',
      errors: { Email: ['The email is taken', 'second'], PhoneNumber: ['Invalid phone'] },
    });
    expect(toApiFailure(error, errorMessages.couldNotMakeApplication)).toMatchObject({
      kind: 'fields',
      status: 422,
      fieldErrors: { Email: 'The email is taken', PhoneNumber: 'Invalid phone' },
      message: 'Could not make an Application',
    });
  });

  it('renames fields when the form calls them differently', () => {
    const error = httpError(422, { errors: { TaskDescription: ['Required'] } });
    const failure = toApiFailure(error, errorMessages.couldNotAssignTask, {
      fieldNames: { TaskDescription: 'Description' },
    });
    expect(failure.fieldErrors).toEqual({ Description: 'Required' });
  });

  it("treats sign-up's 401 as field errors when asked to", () => {
    const error = httpError(401, { message: 'No', errors: { email: ['No accepted application'] } });
    expect(toApiFailure(error, errorMessages.couldNotSignUp).kind).toBe('message');
    const failure = toApiFailure(error, errorMessages.couldNotSignUp, {
      fieldErrorStatuses: [401, 422],
    });
    expect(failure).toMatchObject({
      kind: 'fields',
      fieldErrors: { email: 'No accepted application' },
    });
  });

  it('turns any other failure into the catalogue message, keeping the server text aside', () => {
    const failure = toApiFailure(
      httpError(500, { message: 'Internal error' }),
      'Could not get Tasks',
    );
    expect(failure).toMatchObject({
      kind: 'message',
      status: 500,
      message: 'Could not get Tasks',
      serverMessage: 'Internal error',
      detail: null,
      fieldErrors: {},
    });
  });

  it('keeps the login failure text for the general message above the form', () => {
    const error = httpError(401, { message: 'Invalid email or password' });
    expect(toApiFailure(error, errorMessages.couldNotLogin).serverMessage).toBe(
      'Invalid email or password',
    );
  });

  it('explains a 409 with the server message and a 429 with its wait', () => {
    const conflict = toApiFailure(
      httpError(409, { message: 'Position is used by 3 users' }),
      errorMessages.couldNotDeletePosition,
    );
    expect(conflict.detail).toBe('Position is used by 3 users');
    const limited = toApiFailure(
      httpError(429, { message: 'Too many attempts' }, { 'retry-after': '120' }),
      errorMessages.couldNotLogin,
    );
    expect(limited).toMatchObject({ detail: 'Too many attempts', retryAfterSeconds: 120 });
  });

  it('explains another status only when the caller names it (a 404 saying why)', () => {
    const gone = httpError(404, { message: 'No week of this logbook is signed yet.' });
    expect(toApiFailure(gone, 'Could not download the logbook').detail).toBeNull();
    expect(
      toApiFailure(gone, 'Could not download the logbook', { explainedStatuses: [404] }).detail,
    ).toBe('No week of this logbook is signed yet.');
  });

  it('says plainly when the server did not answer in time or at all', () => {
    const timeout = new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED);
    expect(toApiFailure(timeout, 'Could not get Tasks')).toMatchObject({
      status: null,
      message: 'Could not get Tasks',
      detail: 'The server did not answer in time. Please try again.',
    });
    const offline = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    expect(toApiFailure(offline, 'Could not get Tasks').detail).toMatch(/could not be reached/);
  });

  it('handles errors that are not HTTP errors', () => {
    expect(toApiFailure(new Error('boom'), 'Could not add comment')).toMatchObject({
      kind: 'message',
      status: null,
      message: 'Could not add comment',
    });
  });
});

describe('applyFieldErrors', () => {
  it('hands every field error to a react-hook-form-like setError', () => {
    const setError = jest.fn();
    const failure = toApiFailure(
      httpError(422, { errors: { Name: ['Required'], Email: ['Bad'] } }),
      'x',
    );
    expect(applyFieldErrors(failure, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('Name', { type: 'server', message: 'Required' });
    expect(setError).toHaveBeenCalledWith('Email', { type: 'server', message: 'Bad' });
    expect(applyFieldErrors(toApiFailure(httpError(500, {}), 'x'), setError)).toBe(false);
  });
});
