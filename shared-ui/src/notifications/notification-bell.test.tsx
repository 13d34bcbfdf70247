import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { apiClient, useSessionStore, type AppNotification } from 'shared-api';
import { answers, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from '../test-utils/render';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

const note = (Id: number, over: Partial<AppNotification> = {}): AppNotification => ({
  Id,
  Kind: 'task_completed',
  Who: 'Achieng Otieno',
  Subject: `Task ${Id}`,
  Ref: String(Id),
  Text: `Achieng Otieno completed the task \u201cTask ${Id}\u201d.`,
  Path: `/dash/taskDetails/${Id}`,
  CreatedAt: '2026-11-27T07:05:00.000Z',
  Read: false,
  ...over,
});

/** A stand-in for the platform's EventSource, which jsdom lacks: the test says what arrives. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  say(notification: AppNotification) {
    const event = new MessageEvent('notification', {
      data: JSON.stringify(notification),
      lastEventId: String(notification.Id),
    });
    this.dispatchEvent(event);
  }
}

let api: MockApi;
let latest: AppNotification[];
beforeEach(() => {
  localStorage.clear();
  useSessionStore
    .getState()
    .startSession({ user: { Name: 'Wanjiru Kamau', user_id: 7 }, Role: ['SUP'], token: 't' });
  latest = [note(2), note(1, { Read: true })];
  FakeEventSource.opened = [];
  Object.assign(window, { EventSource: FakeEventSource });
  api = mockApi(
    answers({
      'GET /Notification': (request) => ({
        status: 200,
        data: {
          Notifications: latest.slice(0, request.params.pageSize),
          Total: latest.length,
          Unread: latest.filter((n) => !n.Read).length,
        },
      }),
      'POST /Notification/2/Read': { status: 200, data: { Unread: 0 } },
      'POST /Notification/Read': { status: 200, data: { Unread: 0 } },
      'POST /Notification/Stream/Ticket': { status: 200, data: { Ticket: '9.99.sig' } },
      'GET /Task': { status: 200, data: { Tasks: [] } },
    }),
  );
});
afterEach(() => {
  api.restore();
  Reflect.deleteProperty(window, 'EventSource');
});

/** A screen beside the bell, showing what GET /Task answered. */
function TasksScreen() {
  const tasks = useQuery({
    queryKey: ['tasks'],
    queryFn: async () => (await apiClient.get<{ Tasks: unknown[] }>('/Task')).data,
  });
  return <p>{tasks.data ? 'Tasks shown' : 'Loading...'}</p>;
}

function renderBell(liveKeys = jest.fn(() => [['tasks']])) {
  renderAt(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell basePath="/dash" liveKeys={liveKeys} />
            <TasksScreen />
          </>
        }
      />
    </Routes>,
    { at: '/dash' },
  );
  return liveKeys;
}

test('counts the unread; its menu lists the newest, and one opens its screen, marked read', async () => {
  const user = userEvent.setup();
  renderBell();
  const bell = await screen.findByRole('button', { name: '1 unread notification' });
  await user.click(bell);
  expect(screen.getByRole('menuitem', { name: /completed the task “Task 1”/ })).toBeVisible();
  await user.click(screen.getByRole('menuitem', { name: /completed the task “Task 2”/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dash/taskDetails/2');
  await waitFor(() => expect(sent(api.requests, 'POST', '/Notification/2/Read')).toHaveLength(1));
});

test('marks all as read, and leads to the Notifications page', async () => {
  const user = userEvent.setup();
  renderBell();
  await user.click(await screen.findByRole('button', { name: '1 unread notification' }));
  await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }));
  await waitFor(() => expect(sent(api.requests, 'POST', '/Notification/Read')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: /notifications?$/i }));
  await user.click(screen.getByRole('menuitem', { name: 'See all notifications' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dash/notifications');
});

test('a failed read says so in the menu, not in a popup over the page', async () => {
  const user = userEvent.setup();
  api.answer({ status: 500, data: {} });
  renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('Could not get Notifications')).toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
});

test('opens the stream with a ticket; an event refreshes the bell and what the portal names', async () => {
  const liveKeys = renderBell();
  await screen.findByRole('button', { name: '1 unread notification' });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const [stream] = FakeEventSource.opened;
  expect(stream.url).toBe('/api/Notification/Stream?ticket=9.99.sig');
  const reads = sent(api.requests, 'GET', '/Notification').length;
  latest = [note(3), ...latest];
  act(() => stream.say(note(3)));
  expect(await screen.findByRole('button', { name: '2 unread notifications' })).toBeVisible();
  expect(sent(api.requests, 'GET', '/Notification').length).toBe(reads + 1);
  expect(liveKeys).toHaveBeenCalledWith(expect.objectContaining({ Id: 3 }), 7);
});

test("a first stream's start asks again for what the screens show; a resumed one's, the bell", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    renderBell();
    await screen.findByText('Tasks shown');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [first] = FakeEventSource.opened;
    const bellReads = sent(api.requests, 'GET', '/Notification').length;
    // A rating made while the page loaded, before the stream began, is then on the screen.
    act(() => void first.dispatchEvent(new Event('open')));
    await waitFor(() => expect(sent(api.requests, 'GET', '/Task')).toHaveLength(2));
    expect(sent(api.requests, 'GET', '/Notification')).toHaveLength(bellReads + 1);
    act(() => first.say(note(5)));
    await waitFor(() => expect(sent(api.requests, 'GET', '/Task')).toHaveLength(3));
    first.readyState = FakeEventSource.CLOSED;
    act(() => void first.dispatchEvent(new Event('error')));
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const reads = sent(api.requests, 'GET', '/Notification').length;
    act(() => void FakeEventSource.opened[1].dispatchEvent(new Event('open')));
    await waitFor(() => expect(sent(api.requests, 'GET', '/Notification')).toHaveLength(reads + 1));
    expect(sent(api.requests, 'GET', '/Task')).toHaveLength(3);
  } finally {
    jest.useRealTimers();
  }
});

test('a stream that gives up is opened again after the last event seen; logout closes it', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    renderBell();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [first] = FakeEventSource.opened;
    act(() => first.say(note(5)));
    first.readyState = FakeEventSource.CLOSED;
    act(() => void first.dispatchEvent(new Event('error')));
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1].url).toBe(
      '/api/Notification/Stream?ticket=9.99.sig&lastEventId=5',
    );
    act(() => useSessionStore.setState({ token: null }));
    expect(FakeEventSource.opened[1].readyState).toBe(FakeEventSource.CLOSED);
  } finally {
    jest.useRealTimers();
  }
});

test('a session ended elsewhere (an archive, a sign-out) signs the page out at once', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    renderBell();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [stream] = FakeEventSource.opened;
    act(() => void stream.dispatchEvent(new MessageEvent('session-ended', { data: '' })));
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    // Not opened again: there is no session to open it with.
    await act(async () => void (await jest.advanceTimersByTimeAsync(5000)));
    expect(FakeEventSource.opened).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('the Notifications page lists them a page at a time, and marks one read', async () => {
  const user = userEvent.setup();
  renderAt(<NotificationsPage />, { at: '/dash/notifications' });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const link = screen.getByRole('link', { name: /completed the task “Task 2”/ });
  expect(link).toHaveAttribute('href', '/dash/taskDetails/2');
  expect(screen.getAllByRole('row')).toHaveLength(3);
  expect(screen.getByRole('cell', { name: 'Unread' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: /^Mark as read: .*Task 2/ }));
  await waitFor(() => expect(sent(api.requests, 'POST', '/Notification/2/Read')).toHaveLength(1));
  expect(sent(api.requests, 'GET', '/Notification')[0].params).toMatchObject({
    page: 1,
    pageSize: 10,
  });
});
