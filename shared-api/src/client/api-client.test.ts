import { AxiosError } from 'axios';
import { mockApi, type MockApi } from '../test-utils';
import { useSessionStore } from '../session/session-store';
import { apiClient } from './api-client';
import { configureApi, resetApiConfig } from './api-config';
import { secondFactorSetUp, useSecondFactorDue } from './second-factor-due';

const SESSION = { ACCESS_TOKEN: 'tok-1', Roles: 'INT', Name: 'Ada', user_id: '7' };

function storeSession() {
  for (const [key, value] of Object.entries(SESSION)) localStorage.setItem(key, value);
  useSessionStore.setState({
    token: 'tok-1',
    roles: ['INT'],
    user_info: { Name: 'Ada', user_id: 7 },
  });
}

let api: MockApi;
let onUnauthorized: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  api = mockApi({ status: 200, data: { ok: true } });
  onUnauthorized = jest.fn();
  configureApi({ onUnauthorized });
  window.history.replaceState(null, '', '/internDashboard/tasks/3?tab=comments');
});

afterEach(() => {
  api.restore();
  resetApiConfig();
});

describe('request interceptor', () => {
  it('sends the stored ACCESS_TOKEN as a bearer header, read before each request', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'first');
    await apiClient.get('/Task');
    localStorage.setItem('ACCESS_TOKEN', 'second');
    await apiClient.get('/Task');
    expect(api.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('sends no Authorization header without a token', async () => {
    await apiClient.get('/Position');
    expect(api.requests[0].headers.get('Authorization')).toBeUndefined();
  });

  it('targets /api on the same origin by default and a configured root after configureApi', async () => {
    await apiClient.get('/Position');
    configureApi({ baseURL: 'https://api.example.test/v1' });
    await apiClient.get('/Position');
    expect(api.requests.map((r) => r.baseURL)).toEqual(['/api', 'https://api.example.test/v1']);
  });

  it('gives requests a 30 s timeout, but none to uploads', async () => {
    await apiClient.get('/Task');
    await apiClient.post('/Apply', new FormData());
    expect(api.requests.map((r) => r.timeout)).toEqual([30_000, 0]);
  });
});

describe('401 on an authenticated call', () => {
  it('clears the session and sends the user to /login remembering where they were', async () => {
    storeSession();
    api.answer({ status: 401, data: { message: 'Token expired' } });
    await expect(apiClient.get('/Task')).rejects.toBeInstanceOf(AxiosError);
    expect(Object.keys(SESSION).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(useSessionStore.getState()).toMatchObject({ token: null, roles: [], user_info: null });
    expect(onUnauthorized).toHaveBeenCalledWith('/internDashboard/tasks/3?tab=comments');
  });

  it('redirects once when several calls fail together', async () => {
    storeSession();
    api.answer({ status: 401 });
    await Promise.allSettled([apiClient.get('/Task'), apiClient.get('/Task/1')]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for a public call such as a failed login', async () => {
    storeSession();
    api.answer({ status: 401, data: { message: 'Invalid email or password' } });
    await expect(apiClient.post('/login', {}, { skipSessionExpiry: true })).rejects.toThrow();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok-1');
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not redirect for a 401 to a call sent without a token', async () => {
    api.answer({ status: 401 });
    await expect(apiClient.get('/Task')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves other failures to the caller', async () => {
    storeSession();
    api.answer({ status: 403 });
    await expect(apiClient.get('/Admin/User/Interns')).rejects.toThrow();
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(useSecondFactorDue.getState().token).toBeNull();
  });

  it('keeps the session when a call fails for lack of network (an intern offline stays in)', async () => {
    storeSession();
    api.answer((config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });
    await expect(apiClient.get('/Task')).rejects.toThrow('Network Error');
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('403 of a session the sign-in policy holds back for a second factor', () => {
  afterEach(secondFactorSetUp);
  const HELD_BACK = {
    message: 'Set up two-factor authentication first: your firm now requires it for staff.',
    reason: 'two-factor-set-up-required',
  };

  it('notes the session, keeps it signed in and still rejects the call', async () => {
    storeSession();
    api.answer({ status: 403, data: HELD_BACK });
    await expect(apiClient.get('/Admin/User/Interns')).rejects.toBeInstanceOf(AxiosError);
    expect(useSecondFactorDue.getState().token).toBe('tok-1');
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('notes nothing for a 403 without the reason, or one to a call sent without a token', async () => {
    api.answer({ status: 403, data: HELD_BACK });
    await expect(apiClient.get('/Task')).rejects.toThrow();
    storeSession();
    api.answer({ status: 403, data: { message: 'Forbidden' } });
    await expect(apiClient.get('/Task')).rejects.toThrow();
    expect(useSecondFactorDue.getState().token).toBeNull();
  });
});
