import { act, screen } from '@testing-library/react';
import { renderDataRoutes } from 'shared-ui/testing';
import { startReleaseReports } from '../../release-reports/release-reports';
import { writePageReleases } from '../../release-reports/testing/write-page-releases';
import { ErrorScreen } from './error-screen';

const INTERN_RELEASE = 'bbbbbbbbbbbbbbbb';
let fetchMock: jest.Mock;

beforeAll(() => {
  writePageReleases({ shell: 'aaaaaaaaaaaaaaaa', 'intern-portal': 'cccccccccccccccc' });
  startReleaseReports();
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  history.replaceState(null, '', '/internDashboard/task/4');
  fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ RolledBack: [] }) }));
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A route that fails with an error thrown by a file of `release` of `portal`. */
function failingRoute(error: Error, portal = 'intern-portal', release = INTERN_RELEASE) {
  error.stack = `${error.name}: ${error.message}\n    at Tasks (https://host.test/releases/${portal}/${release}/412.js:1:99)`;
  function Broken(): never {
    throw error;
  }
  return [{ path: '*', element: <Broken />, errorElement: <ErrorScreen /> }];
}

async function sentEvents() {
  await act(() => jest.advanceTimersByTimeAsync(2_000));
  return fetchMock.mock.calls.flatMap(
    ([, init]: [string, RequestInit]) => JSON.parse(String(init.body)).Events,
  );
}

test('counts the error screen for the release that failed', async () => {
  renderDataRoutes(failingRoute(new Error('Something broke')), '/x');
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  expect(await sentEvents()).toEqual([
    {
      Package: 'intern-portal',
      Release: INTERN_RELEASE,
      Kind: 'error-screen',
      Message: 'Something broke',
      Path: '/internDashboard/task/4',
    },
  ]);
});

test('counts code that could not be loaded as a failed chunk', async () => {
  const gone = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
  renderDataRoutes(failingRoute(gone), '/x');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(await sentEvents()).toEqual([
    expect.objectContaining({ Package: 'intern-portal', Kind: 'chunk' }),
  ]);
});
