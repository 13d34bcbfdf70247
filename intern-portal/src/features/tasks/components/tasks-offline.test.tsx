import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { forgetChange, keepChange, readKeptChanges } from 'shared-api/offline-changes';
import { keysChangedBy } from '../../../api/offline/send-change';
import {
  answers,
  bodyOf,
  detailOf,
  INTERN,
  mockApi,
  renderIntern,
  sent,
  task,
  type MockApi,
} from '../../../test-utils/render-intern';
import { forgetKeptChanges, goOffline, goOnline } from '../../../test-utils/offline';

const KEPT = 'Saved on this phone: it will be sent when you are back online.';
let api: MockApi;
let lostOnTheWay = false;
let commentAnswerLost = false;
beforeEach(async () => {
  await forgetKeptChanges();
  lostOnTheWay = false;
  commentAnswerLost = false;
  const report = task(5, { Task: 'Write the report' });
  api = mockApi(
    answers({
      'GET /Task': { status: 200, data: { Tasks: [report] } },
      'GET /Task/5': { status: 200, data: detailOf(report) },
      'GET /Internship/mine': { status: 200, data: { Internship: null } },
      'PUT /Task/Status/5': (request) => {
        if (lostOnTheWay) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, request);
        return { status: 200, data: { message: 'Task Completed' } };
      },
      'POST /Comment': (request) => {
        if (commentAnswerLost)
          throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, request);
        return { status: 200, data: { message: 'Comment Added Successfully', id: 12 } };
      },
    }),
  );
});
afterEach(() => api.restore());
// jsdom has no BroadcastChannel: Node's stands in, so this file's tabs can hear each other.
beforeAll(() => Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel }));
afterAll(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));

const changesSent = () =>
  api.requests
    .filter((request) => request.method !== 'get')
    .map((request) => `${request.method?.toUpperCase()} ${request.url}`);

test('a completion and a comment made offline wait on the page and go out in order', async () => {
  // What the intern's other tabs are told: each change kept, then each one sent.
  const otherTab = new NodeBroadcastChannel('intern-changes');
  const news: { changed: unknown[] }[] = [];
  otherTab.onmessage = (event) => news.push((event as { data: { changed: unknown[] } }).data);
  const view = renderIntern('/internDashboard');
  const card = await screen.findByRole('article', { name: 'Write the report' });
  goOffline();
  const user = userEvent.setup({ delay: null });
  await user.click(within(card).getByRole('checkbox', { name: 'Completed: Write the report' }));
  expect(await within(card).findByText('Waiting to send')).toBeInTheDocument();
  expect(within(card).getByRole('checkbox', { name: 'Completed: Write the report' })).toBeChecked();
  view.unmount();

  renderIntern('/internDashboard/tasks/5');
  await screen.findByRole('heading', { level: 1, name: 'Write the report' });
  expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Add a comment'), 'Sent from the site visit');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByText(KEPT)).toBeInTheDocument();
  const waiting = screen.getByRole('list', { name: 'Comments waiting to send' });
  expect(within(waiting).getByText('Sent from the site visit')).toBeInTheDocument();
  expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  expect(changesSent()).toEqual([]);

  goOnline();
  await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
  expect(changesSent()).toEqual(['PUT /Task/Status/5', 'POST /Comment']);
  expect(bodyOf(api.requests.find((request) => request.method === 'post')!)).toEqual({
    Taskid: 5,
    Intern_comment: 'Sent from the site visit',
    Userid: INTERN.user_id,
  });
  await waitFor(() => expect(news).toHaveLength(4));
  expect(news.map((item) => item.changed.length > 0)).toEqual([false, false, true, true]);
  otherTab.close();
});

test('a completion whose connection is lost on the way is kept, not reported as failed', async () => {
  renderIntern('/internDashboard');
  const card = await screen.findByRole('article', { name: 'Write the report' });
  lostOnTheWay = true;
  const user = userEvent.setup({ delay: null });
  await user.click(within(card).getByRole('checkbox', { name: 'Completed: Write the report' }));
  expect(await within(card).findByText('Waiting to send')).toBeInTheDocument();
  expect(screen.queryByText('Could not Complete Task')).not.toBeInTheDocument();
  expect((await readKeptChanges(INTERN.user_id)).Waiting).toMatchObject([
    { Kind: 'task-complete', TaskId: 5, TaskName: 'Write the report' },
  ]);

  lostOnTheWay = false;
  goOnline();
  await waitFor(() => expect(within(card).queryByText('Waiting to send')).toBeNull());
  expect(changesSent()).toEqual(['PUT /Task/Status/5', 'PUT /Task/Status/5']);
});

test('a comment whose answer is lost is sent again with the same Idempotency-Key', async () => {
  renderIntern('/internDashboard/tasks/5');
  await screen.findByRole('heading', { level: 1, name: 'Write the report' });
  commentAnswerLost = true;
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Add a comment'), 'Did the server get this?');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByText(KEPT)).toBeInTheDocument();

  commentAnswerLost = false;
  goOnline();
  await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
  const keys = api.requests
    .filter((request) => request.method === 'post')
    .map((request) => request.headers.get('Idempotency-Key'));
  expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), keys[0]]);
});

test('a change another tab keeps shows here at once, and its sending there refreshes this tab', async () => {
  renderIntern('/internDashboard');
  const card = await screen.findByRole('article', { name: 'Write the report' });
  const otherTab = new NodeBroadcastChannel('intern-changes');
  try {
    const change = { Kind: 'task-complete', TaskId: 5, TaskName: 'Write the report' } as const;
    const [kept] = (await keepChange(INTERN.user_id, change)).Waiting;
    otherTab.postMessage({ userId: INTERN.user_id, changed: [] });
    expect(await within(card).findByText('Waiting to send')).toBeInTheDocument();
    // This tab leaves the sending to the tab that kept it.
    expect(changesSent()).toEqual([]);

    const reads = sent(api.requests, 'GET', '/Task').length;
    await forgetChange(INTERN.user_id, kept.Id);
    otherTab.postMessage({ userId: INTERN.user_id, changed: keysChangedBy(kept, INTERN.user_id) });
    await waitFor(() => expect(within(card).queryByText('Waiting to send')).toBeNull());
    await waitFor(() => expect(sent(api.requests, 'GET', '/Task')).toHaveLength(reads + 1));
  } finally {
    otherTab.close();
  }
});
