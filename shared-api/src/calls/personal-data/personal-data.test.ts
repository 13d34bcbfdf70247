import { bodyOf, mockApi, type MockApi } from '../../test-utils';
import { toApiFailure } from '../../errors';
import * as api from '../../personal-data';
import { getApplicationHistory } from '../applications/get-application-history';

let server: MockApi;
beforeEach(() => {
  localStorage.clear();
  server = mockApi({ status: 200, data: {} });
});
afterEach(() => server.restore());

const zip = () => new Blob(['PK\u0003\u0004'], { type: 'application/zip' });

// Each personal-data call: method, path, payload, and whether it asks for a file.
const cases: [string, () => Promise<unknown>, string, string, unknown, string | undefined][] = [
  ['getPrivacyNotice', () => api.getPrivacyNotice(), 'get', '/PrivacyNotice', undefined, undefined],
  [
    'requestPersonalData',
    () => api.requestPersonalData({ Email: 'a@x.io', Action: 'erase' }),
    'post',
    '/PersonalData/Request',
    { Email: 'a@x.io', Action: 'erase' },
    undefined,
  ],
  [
    'getPersonalDataLink',
    () => api.getPersonalDataLink('tk/1'),
    'get',
    '/PersonalData/tk%2F1',
    undefined,
    undefined,
  ],
  [
    'erasePersonalData',
    () => api.erasePersonalData('tk'),
    'post',
    '/PersonalData/tk/Erase',
    undefined,
    undefined,
  ],
  [
    'exportPersonalData',
    () => api.exportPersonalData('tk'),
    'post',
    '/PersonalData/tk/Export',
    undefined,
    'blob',
  ],
  [
    'exportApplicationPersonalData',
    () => api.exportApplicationPersonalData(4),
    'get',
    '/Admin/Application/4/PersonalData',
    undefined,
    'blob',
  ],
  [
    'eraseApplicationPersonalData',
    () => api.eraseApplicationPersonalData(4),
    'delete',
    '/Admin/Application/4/PersonalData',
    undefined,
    undefined,
  ],
  [
    'exportUserPersonalData',
    () => api.exportUserPersonalData(9),
    'get',
    '/Admin/User/9/PersonalData',
    undefined,
    'blob',
  ],
  [
    'eraseUserPersonalData',
    () => api.eraseUserPersonalData(9),
    'delete',
    '/Admin/User/9/PersonalData',
    undefined,
    undefined,
  ],
];

it.each(cases)(
  '%s sends its method and path through the one client',
  async (_name, call, method, url, body, responseType) => {
    await call();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method, url, baseURL: '/api' });
    expect(bodyOf(server.requests[0])).toEqual(body);
    expect(server.requests[0].responseType).toBe(responseType);
  },
);

it('sends the bearer token with the admin calls', async () => {
  localStorage.setItem('ACCESS_TOKEN', 'tok');
  await api.eraseUserPersonalData(9);
  expect(server.requests[0].headers.get('Authorization')).toBe('Bearer tok');
});

it('answers the ZIP as a Blob', async () => {
  const file = zip();
  server.answer({ status: 200, data: file });
  await expect(api.exportPersonalData('tk')).resolves.toBe(file);
  await expect(api.exportApplicationPersonalData(4)).resolves.toBe(file);
});

it("reads a refused download's JSON message, though it came as a Blob", async () => {
  const message = 'This link has already been used.';
  server.answer({
    status: 410,
    data: new Blob([JSON.stringify({ message })], { type: 'application/json' }),
  });
  const error = await api.exportPersonalData('tk').catch((e: unknown) => e);
  const failure = toApiFailure(error, 'Could not export personal data');
  expect(failure).toMatchObject({ status: 410, serverMessage: message });
});

it('keeps the catalogue message when a refused download is not JSON', async () => {
  server.answer({ status: 500, data: new Blob(['<html>'], { type: 'text/html' }) });
  const error = await api.exportUserPersonalData(9).catch((e: unknown) => e);
  expect(toApiFailure(error, 'Could not export personal data')).toMatchObject({
    status: 500,
    message: 'Could not export personal data',
    serverMessage: null,
  });
});

it('checks the request: a valid e-mail and one of the two actions', () => {
  const schema = api.personalDataRequestSchema;
  expect(schema.safeParse({ Email: ' a@x.io ', Action: 'export' })).toMatchObject({
    success: true,
    data: { Email: 'a@x.io', Action: 'export' },
  });
  expect(schema.safeParse({ Email: 'a@', Action: 'erase' }).success).toBe(false);
  expect(schema.safeParse({ Email: 'a@x.io', Action: 'delete' }).success).toBe(false);
});

describe('the application history', () => {
  const base = {
    id: 1,
    FromStatus: 'Accepted',
    ToStatus: 'Accepted',
    At: '2026-11-20T08:00:00.000Z',
    By: { user_id: 1, Name: 'Grace' },
    Email: null,
  };

  it('reads an old answer without Kind and File as status changes', async () => {
    server.answer({ status: 200, data: { History: [base] } });
    await expect(getApplicationHistory(4)).resolves.toEqual([
      { ...base, Kind: 'status', File: null },
    ]);
  });

  it('keeps the new kinds and the file opened', async () => {
    const opened = { ...base, Kind: 'file-opened', File: 'Cv' };
    const erased = { ...base, id: 2, Kind: 'erased', File: null, By: null };
    server.answer({ status: 200, data: { History: [opened, erased] } });
    await expect(getApplicationHistory(4)).resolves.toEqual([opened, erased]);
  });
});
