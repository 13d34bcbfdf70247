import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { readKeptChanges } from 'shared-api/offline-changes';
import type { RouteAnswer } from 'shared-api/testing';
import {
  answers,
  INTERN,
  mockApi,
  renderIntern,
  task,
  type MockApi,
} from '../../../test-utils/render-intern';
import { forgetKeptChanges } from '../../../test-utils/offline';

// A weak signal: the request is cut off while navigator.onLine stays true, and no 'online'
// event ever comes. The kept change is tried again on a timer, each wait twice the one before.
let api: MockApi;
let cutOff = 0;
beforeEach(async () => {
  await forgetKeptChanges();
  jest.useFakeTimers();
  const report = task(5, { Task: 'Write the report' });
  const visit = task(6, { Task: 'Plan the visit' });
  const complete: RouteAnswer = (request) => {
    if (cutOff > 0) {
      cutOff -= 1;
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, request);
    }
    return { status: 200, data: { message: 'Task Completed' } };
  };
  api = mockApi(
    answers({
      'GET /Task': { status: 200, data: { Tasks: [report, visit] } },
      'GET /Internship/mine': { status: 200, data: { Internship: null } },
      'PUT /Task/Status/5': complete,
      'PUT /Task/Status/6': complete,
    }),
  );
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const completions = (id = 5) =>
  api.requests.filter((request) => request.method === 'put' && request.url === `/Task/Status/${id}`)
    .length;
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('a change cut off while the phone says it is online is sent again by itself, once', async () => {
  renderIntern('/internDashboard');
  const card = await screen.findByRole('article', { name: 'Write the report' });
  cutOff = 2;
  const user = userEvent.setup({ delay: null });
  await user.click(within(card).getByRole('checkbox', { name: 'Completed: Write the report' }));
  expect(await within(card).findByText('Waiting to send')).toBeInTheDocument();
  expect(navigator.onLine).toBe(true);
  expect(completions()).toBe(1);

  // Tried again 2 s after the first cut, and cut off again; then 4 s after that, and through.
  await wait(2_000);
  expect(completions()).toBe(2);
  await wait(3_000);
  expect(completions()).toBe(2);
  await wait(1_000);
  expect(completions()).toBe(3);
  expect(within(card).queryByText('Waiting to send')).toBeNull();
  expect((await readKeptChanges(INTERN.user_id)).Waiting).toEqual([]);

  // Sent once: nothing waits, so nothing is tried again.
  await wait(120_000);
  expect(completions()).toBe(3);
});

test('the waits double up to a minute, and start again at 2 s after a change goes through', async () => {
  renderIntern('/internDashboard');
  const card = await screen.findByRole('article', { name: 'Write the report' });
  cutOff = 7;
  const user = userEvent.setup({ delay: null });
  await user.click(within(card).getByRole('checkbox', { name: 'Completed: Write the report' }));
  expect(await within(card).findByText('Waiting to send')).toBeInTheDocument();
  // The tries after the first: 2, 4, 8, 16, 32, then 60 s apart (not 64); the eighth goes through.
  const tries: number[] = [];
  for (const waitMs of [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]) {
    await wait(waitMs - 500);
    tries.push(completions());
    await wait(500);
  }
  expect(tries).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(completions()).toBe(8);
  expect(within(card).queryByText('Waiting to send')).toBeNull();

  // The next change cut off waits 2 s again, not a minute.
  const next = screen.getByRole('article', { name: 'Plan the visit' });
  cutOff = 1;
  await user.click(within(next).getByRole('checkbox', { name: 'Completed: Plan the visit' }));
  expect(await within(next).findByText('Waiting to send')).toBeInTheDocument();
  await wait(2_000);
  expect(completions(6)).toBe(2);
  expect(within(next).queryByText('Waiting to send')).toBeNull();
});
