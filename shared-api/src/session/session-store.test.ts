import { mockApi, type MockApi } from '../test-utils';
import type { LoginAnswer } from '../types/entities';
import { dashboardPathFor } from './role-home';
import { readStoredSession } from './session-storage';
import { hasRole, useSessionStore } from './session-store';

const ANSWER: LoginAnswer = { user: { Name: 'Grace', user_id: 12 }, Role: ['SUP'], token: 'tok-9' };

function stored() {
  return ['ACCESS_TOKEN', 'Roles', 'Name', 'user_id'].map((key) => localStorage.getItem(key));
}

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  api = mockApi({ status: 200, data: ANSWER });
});

afterEach(() => api.restore());

describe('login', () => {
  it('posts the credentials and stores Roles, Name, user_id and the token', async () => {
    const answer = await useSessionStore.getState().login({ email: 'g@x.test', password: 'pw' });
    expect(answer).toEqual(ANSWER);
    expect(api.requests[0].url).toBe('/login');
    expect(JSON.parse(api.requests[0].data)).toEqual({ email: 'g@x.test', password: 'pw' });
    expect(stored()).toEqual(['tok-9', 'SUP', 'Grace', '12']);
    expect(useSessionStore.getState()).toMatchObject({
      token: 'tok-9',
      roles: ['SUP'],
      user_info: { Name: 'Grace', user_id: 12 },
    });
  });

  it('stores nothing and rejects when the server refuses', async () => {
    api.answer({ status: 401, data: { message: 'Invalid email or password' } });
    await expect(
      useSessionStore.getState().login({ email: 'g@x.test', password: 'x' }),
    ).rejects.toThrow();
    expect(stored()).toEqual([null, null, null, null]);
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => useSessionStore.getState().startSession(ANSWER));

  it('posts /logout with the token, then clears the state and the four stored items', async () => {
    api.answer({ status: 200, data: { message: 'Logged out' } });
    await expect(useSessionStore.getState().logout()).resolves.toBe(true);
    expect(api.requests[0]).toMatchObject({ method: 'post', url: '/logout' });
    expect(api.requests[0].headers.get('Authorization')).toBe('Bearer tok-9');
    expect(stored()).toEqual([null, null, null, null]);
    expect(useSessionStore.getState()).toMatchObject({ token: null, roles: [], user_info: null });
  });

  it('clears the session even when the server call fails', async () => {
    api.answer({ status: 500 });
    await expect(useSessionStore.getState().logout()).resolves.toBe(false);
    expect(stored()).toEqual([null, null, null, null]);
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('persistence', () => {
  it('reads the stored session (as the store does on start)', () => {
    localStorage.setItem('ACCESS_TOKEN', 't');
    localStorage.setItem('Roles', 'ADM');
    localStorage.setItem('Name', 'Admin');
    localStorage.setItem('user_id', '1');
    expect(readStoredSession()).toEqual({
      token: 't',
      roles: ['ADM'],
      user_info: { Name: 'Admin', user_id: 1 },
    });
  });

  it('also reads roles stored as a JSON array and ignores unknown codes', () => {
    localStorage.setItem('Roles', '["INT","XYZ"]');
    expect(readStoredSession().roles).toEqual(['INT']);
  });

  it('keeps the stored name in step with a profile rename', () => {
    useSessionStore.getState().startSession(ANSWER);
    useSessionStore.getState().rename('Grace H.');
    expect(localStorage.getItem('Name')).toBe('Grace H.');
    expect(useSessionStore.getState().user_info).toEqual({ Name: 'Grace H.', user_id: 12 });
  });
});

describe('another tab', () => {
  function otherTab(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  }

  it('follows a login in another tab', () => {
    localStorage.setItem('ACCESS_TOKEN', 'tab-2');
    localStorage.setItem('Roles', 'INT');
    localStorage.setItem('Name', 'Lin');
    localStorage.setItem('user_id', '4');
    otherTab('ACCESS_TOKEN');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'tab-2',
      roles: ['INT'],
      user_info: { Name: 'Lin', user_id: 4 },
    });
  });

  it('follows a logout in another tab, and a storage.clear() there', () => {
    useSessionStore.getState().startSession(ANSWER);
    localStorage.removeItem('ACCESS_TOKEN');
    otherTab('ACCESS_TOKEN');
    expect(useSessionStore.getState().token).toBeNull();
    useSessionStore.getState().startSession(ANSWER);
    localStorage.clear();
    otherTab(null);
    expect(useSessionStore.getState().user_info).toBeNull();
  });

  it('ignores unrelated keys', () => {
    useSessionStore.getState().startSession(ANSWER);
    localStorage.removeItem('ACCESS_TOKEN');
    otherTab('theme');
    expect(useSessionStore.getState().token).toBe('tok-9');
  });
});

describe('roles', () => {
  it('checks the first role and the token like the dashboard guard', () => {
    const state = { token: 't', roles: ['SUP' as const], user_info: null };
    expect(hasRole(state, ['SUP'])).toBe(true);
    expect(hasRole(state, ['ADM'])).toBe(false);
    expect(hasRole({ ...state, token: null }, ['SUP'])).toBe(false);
  });

  it('sends each role to its dashboard', () => {
    expect(dashboardPathFor(['INT'])).toBe('/internDashboard');
    expect(dashboardPathFor(['SUP'])).toBe('/supervisorDashboard');
    expect(dashboardPathFor(['ADM', 'SUP'])).toBe('/adminDashboard');
    expect(dashboardPathFor([])).toBe('/unauthorized');
  });
});
