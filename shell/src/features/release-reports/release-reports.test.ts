import { createBrowserRouter } from 'shared-ui/router';
import { writePageReleases } from './testing/write-page-releases';

type Reports = typeof import('./release-reports');

const RELEASES = {
  shell: '0123456789abcdef',
  'public-portal': '1111111111111111',
  'intern-portal': '2222222222222222',
  'admin-portal': '3333333333333333',
  // The supervisor's portal has no release here: it cannot be counted.
};

let fetchMock: jest.Mock;
let sendBeacon: jest.Mock;
const added: Parameters<typeof window.addEventListener>[] = [];

beforeEach(() => {
  // Each test is a page load: the module's state starts afresh.
  jest.resetModules();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  history.replaceState(null, '', '/');
  writePageReleases(JSON.stringify(RELEASES));
  fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ RolledBack: [] }) }));
  globalThis.fetch = fetchMock;
  sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const addEventListener = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((...args) => {
    added.push(args);
    addEventListener(...args);
  });
});

afterEach(() => {
  for (const args of added.splice(0)) window.removeEventListener(...args);
  jest.restoreAllMocks();
  jest.useRealTimers();
  writePageReleases(null);
  delete (globalThis as { Request?: unknown }).Request;
  document.head.querySelectorAll('script[src], link[href], img').forEach((node) => node.remove());
});

function startPage(): Reports {
  const reports = jest.requireActual<Reports>('./release-reports');
  reports.startReleaseReports();
  return reports;
}

/** The events of each request made, in order. */
const requests = () =>
  fetchMock.mock.calls.map(
    ([, init]: [string, RequestInit]) => JSON.parse(String(init.body)).Events,
  );

/** A router of which only the pathnames it shows matter. */
function fakeRouter() {
  let show: (state: { location: { pathname: string } }) => void = () => undefined;
  return {
    state: { location: { pathname: location.pathname } },
    subscribe: (listener: typeof show) => void (show = listener),
    go: (pathname: string) => show({ location: { pathname } }),
  };
}

function stackError(message: string, stack: string) {
  return Object.assign(new Error(message), { stack: `Error: ${message}\n${stack}` });
}

test('counts a view of the shell and of the portal drawing each pathname the router shows', async () => {
  // jsdom has no Request; the router makes one per navigation, for loaders, of which none here.
  const Request = class {
    readonly method: string;
    readonly signal: AbortSignal | null | undefined;
    constructor(
      readonly url: string,
      init: RequestInit = {},
    ) {
      this.method = init.method ?? 'GET';
      this.signal = init.signal;
    }
  };
  Object.assign(globalThis, { Request });
  const { countPageViews } = startPage();
  const router = createBrowserRouter([{ path: '*', element: null }]);
  countPageViews(router);
  await router.navigate('/?intake=3'); // the same pathname: no view
  await router.navigate('/internDashboard');
  await router.navigate('/internDashboard/task/4');
  await router.navigate('/login');
  await router.navigate('/supervisorDashboard');
  await router.navigate('/adminDashboard');
  router.dispose();

  jest.advanceTimersByTime(2_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/api/ClientEvents', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: expect.any(String),
  });
  const view = (Package: keyof typeof RELEASES, Path: string) => ({
    Package,
    Release: RELEASES[Package],
    Kind: 'view',
    Path,
  });
  expect(requests()).toEqual([
    [
      view('shell', '/'),
      view('public-portal', '/'),
      view('shell', '/internDashboard'),
      view('intern-portal', '/internDashboard'),
      view('shell', '/internDashboard/task/4'),
      view('intern-portal', '/internDashboard/task/4'),
      view('shell', '/login'),
      view('shell', '/supervisorDashboard'),
      view('shell', '/adminDashboard'),
      view('admin-portal', '/adminDashboard'),
    ],
  ]);
});

test('counts an uncaught error for the release its stack names, else for the page’s portal', () => {
  startPage();
  history.replaceState(null, '', '/internDashboard?tab=1');
  const fromOldRelease = stackError(
    'boom',
    '    at Tasks (https://host.test/releases/intern-portal/fedcba9876543210/412.js:1:99)\n' +
      '    at render (https://host.test/releases/shell/0123456789abcdef/react.js:2:3)',
  );
  window.dispatchEvent(new ErrorEvent('error', { error: fromOldRelease, message: 'Uncaught' }));
  history.replaceState(null, '', '/adminDashboard/interns');
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'.repeat(300)) }));
  history.replaceState(null, '', '/');
  window.dispatchEvent(
    Object.assign(new Event('unhandledrejection'), { reason: new Error('no answer') }),
  );

  jest.advanceTimersByTime(2_000);
  expect(requests()).toEqual([
    [
      {
        Package: 'intern-portal',
        Release: 'fedcba9876543210',
        Kind: 'error',
        Message: 'boom',
        Path: '/internDashboard',
      },
      {
        Package: 'admin-portal',
        Release: RELEASES['admin-portal'],
        Kind: 'error',
        Message: 'x'.repeat(200),
        Path: '/adminDashboard/interns',
      },
      {
        Package: 'public-portal',
        Release: RELEASES['public-portal'],
        Kind: 'rejection',
        Message: 'no answer',
        Path: '/',
      },
    ],
  ]);
});

test('counts at most 5 errors a minute, and views whatever their number', () => {
  const { countPageViews } = startPage();
  const router = fakeRouter();
  countPageViews(router);
  for (let count = 1; count <= 7; count += 1) {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(`error ${count}`) }));
  }
  for (let count = 1; count <= 6; count += 1) router.go(`/page-${count}`);
  jest.advanceTimersByTime(2_000);
  const first = requests().flat();
  expect(first.filter((event) => event.Kind === 'error').map((event) => event.Message)).toEqual([
    'error 1',
    'error 2',
    'error 3',
    'error 4',
    'error 5',
  ]);
  expect(first.filter((event) => event.Kind === 'view')).toHaveLength(14);

  jest.advanceTimersByTime(57_000);
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('too soon') }));
  jest.advanceTimersByTime(2_000);
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('a minute later') }));
  jest.advanceTimersByTime(2_000);
  expect(
    requests()
      .flat()
      .map((event) => event.Message)
      .filter(Boolean)
      .slice(5),
  ).toEqual(['a minute later']);
});

test('counts a script or stylesheet that failed to load for the release of its URL', () => {
  startPage();
  history.replaceState(null, '', '/adminDashboard');
  const script = document.createElement('script');
  script.src = '/releases/admin-portal/fedcba9876543210/733.js';
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = '/releases/shell/0123456789abcdef/main.css';
  const image = document.createElement('img');
  image.src = '/logo.png';
  document.head.append(script, style, image);
  // A failed load's `error` does not bubble.
  for (const element of [script, style, image]) element.dispatchEvent(new Event('error'));

  jest.advanceTimersByTime(2_000);
  expect(requests()).toEqual([
    [
      {
        Package: 'admin-portal',
        Release: 'fedcba9876543210',
        Kind: 'chunk',
        Message: 'http://localhost/releases/admin-portal/fedcba9876543210/733.js',
        Path: '/adminDashboard',
      },
      {
        Package: 'shell',
        Release: '0123456789abcdef',
        Kind: 'chunk',
        Message: 'http://localhost/releases/shell/0123456789abcdef/main.css',
        Path: '/adminDashboard',
      },
    ],
  ]);
});

test('sends at most 20 events every 2 seconds, and what is left with a beacon as the page goes', async () => {
  const { countPageViews } = startPage();
  const router = fakeRouter();
  countPageViews(router);
  for (let count = 1; count <= 12; count += 1) router.go(`/page-${count}`);
  // 26 views: the first request fails, which is dropped without a word.
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

  jest.advanceTimersByTime(1_999);
  expect(fetchMock).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(requests().map((events) => events.length)).toEqual([20]);
  jest.advanceTimersByTime(2_000);
  expect(requests().map((events) => events.length)).toEqual([20, 6]);

  router.go('/internDashboard');
  router.go('/login');
  window.dispatchEvent(new Event('pagehide'));
  jest.advanceTimersByTime(10_000);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
  expect(url).toBe('/api/ClientEvents');
  expect(blob.type).toBe('application/json');
  jest.useRealTimers();
  expect(JSON.parse(await blobText(blob))).toEqual({
    Events: [
      { Package: 'shell', Release: RELEASES.shell, Kind: 'view', Path: '/internDashboard' },
      {
        Package: 'intern-portal',
        Release: RELEASES['intern-portal'],
        Kind: 'view',
        Path: '/internDashboard',
      },
      { Package: 'shell', Release: RELEASES.shell, Kind: 'view', Path: '/login' },
    ],
  });
});

test('sends nothing while the browser is offline, and counts the view once it is back', async () => {
  history.replaceState(null, '', '/internDashboard');
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const { countPageViews, reportError } = startPage();
  countPageViews(fakeRouter());
  reportError('chunk', 'http://localhost/releases/intern-portal/2222222222222222/1.js', 'offline');
  await jest.advanceTimersByTimeAsync(2_000);
  window.dispatchEvent(new Event('pagehide'));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(sendBeacon).not.toHaveBeenCalled();

  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(2_000);
  expect(requests()).toEqual([
    [
      { Package: 'shell', Release: RELEASES.shell, Kind: 'view', Path: '/internDashboard' },
      {
        Package: 'intern-portal',
        Release: RELEASES['intern-portal'],
        Kind: 'view',
        Path: '/internDashboard',
      },
    ],
  ]);
});

test('counts the view again when the connection is back, and hears of a rollback meanwhile', async () => {
  history.replaceState(null, '', '/internDashboard');
  const { countPageViews } = startPage();
  countPageViews(fakeRouter());
  // Offline: the report is lost.
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await jest.advanceTimersByTimeAsync(2_000);
  expect(requests()).toHaveLength(1);

  fetchMock.mockResolvedValueOnce({
    ok: true,
    json: async () => ({ RolledBack: ['intern-portal'] }),
  });
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(2_000);
  expect(requests()[1]).toEqual([
    { Package: 'shell', Release: RELEASES.shell, Kind: 'view', Path: '/internDashboard' },
    {
      Package: 'intern-portal',
      Release: RELEASES['intern-portal'],
      Kind: 'view',
      Path: '/internDashboard',
    },
  ]);
  const { rolledBackPackages } =
    jest.requireActual<typeof import('./rolled-back-store')>('./rolled-back-store');
  expect(rolledBackPackages()).toEqual(['intern-portal']);
});

test('sends the token the server drew into the page with every report, fetched or beaconed', async () => {
  const meta = document.createElement('meta');
  meta.name = 'page-token';
  meta.content = 'eyJwIjoiYSJ9.signed';
  document.head.append(meta);
  try {
    const { countPageViews } = startPage();
    const router = fakeRouter();
    countPageViews(router);
    jest.advanceTimersByTime(2_000);
    router.go('/login');
    window.dispatchEvent(new Event('pagehide'));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).Page).toBe('eyJwIjoiYSJ9.signed');
    const [, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    jest.useRealTimers();
    expect(JSON.parse(await blobText(blob)).Page).toBe('eyJwIjoiYSJ9.signed');
  } finally {
    meta.remove();
  }
});

test.each([
  ['no #page-releases (the dev server)', null],
  ['unreadable releases', '{not json'],
])('reports nothing at all with %s', (_, text) => {
  writePageReleases(text);
  const { countPageViews, reportError } = startPage();
  expect(window.addEventListener).not.toHaveBeenCalled();
  // The test's own, without which jest takes the error event for an uncaught error.
  window.addEventListener('error', (event) => event.preventDefault());
  countPageViews(fakeRouter());
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
  reportError('error-screen', '', 'Something broke');
  window.dispatchEvent(new Event('pagehide'));
  jest.advanceTimersByTime(60_000);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(sendBeacon).not.toHaveBeenCalled();
});

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
