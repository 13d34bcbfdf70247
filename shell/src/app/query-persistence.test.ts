import { waitFor } from '@testing-library/react';
import { del, get, set } from 'idb-keyval';
import { useSessionStore, type SessionState } from 'shared-api';
import { createAppQueryClient } from './query-client';
import { PERSISTED_QUERIES_KEY } from './query-persistence';

const intern = (id: number): SessionState => ({
  token: `token of ${id}`,
  roles: ['INT'],
  user_info: { Name: `Intern ${id}`, user_id: id },
});

const stored = () =>
  get<{ clientState: { queries: { queryKey: unknown }[] } }>(PERSISTED_QUERIES_KEY);
const storedKeys = async () => (await stored())?.clientState.queries.map((q) => q.queryKey);

beforeEach(async () => {
  await del(PERSISTED_QUERIES_KEY);
  useSessionStore.setState(intern(7));
});

test("an intern's answers are kept on the phone and read back by the next visit", async () => {
  const { client } = createAppQueryClient();
  client.setQueryData(['tasks'], ['Write the report']);
  await waitFor(async () => expect(await storedKeys()).toEqual([['tasks']]));

  const next = createAppQueryClient();
  await next.restored;
  expect(next.client.getQueryData(['tasks'])).toEqual(['Write the report']);
  // What was kept is shown at once but asked again: a reload online shows today's answer, as a
  // week the supervisor signed a moment ago.
  const restored = next.client.getQueryCache().find({ queryKey: ['tasks'] })!;
  expect(restored.isStale()).toBe(true);
  const fetched = await next.client.fetchQuery({
    queryKey: ['tasks'],
    queryFn: () => ['Write the report', 'Signed week'],
    staleTime: 30_000,
  });
  expect(fetched).toEqual(['Write the report', 'Signed week']);
});

test("a sign-out deletes the kept answers; the next intern never sees the last one's", async () => {
  const { client } = createAppQueryClient();
  client.setQueryData(['tasks'], ['Task of intern 7']);
  await waitFor(async () => expect(await stored()).toBeDefined());

  useSessionStore.setState({ token: null, roles: [], user_info: null });
  await waitFor(async () => expect(await stored()).toBeUndefined());
  expect(client.getQueryData(['tasks'])).toBeUndefined();
});

test("another intern on the same phone does not get the first one's answers", async () => {
  const { client } = createAppQueryClient();
  client.setQueryData(['tasks'], ['Task of intern 7']);
  await waitFor(async () => expect(await stored()).toBeDefined());
  const kept = await stored();

  useSessionStore.setState(intern(8));
  await waitFor(async () => expect(await stored()).toBeUndefined());
  // Even if the first intern's copy were still there (a sign-in in another tab), it is not read.
  await set(PERSISTED_QUERIES_KEY, kept);
  const next = createAppQueryClient();
  await next.restored;
  expect(next.client.getQueryData(['tasks'])).toBeUndefined();
});

test("other roles' answers are not kept", async () => {
  useSessionStore.setState({ token: 't', roles: ['SUP'], user_info: { Name: 'S', user_id: 2 } });
  const { client, restored } = createAppQueryClient();
  expect(restored).toBeNull();
  client.setQueryData(['interns'], ['x']);
  // The intern's later answers are kept: the same cache, written for them only.
  useSessionStore.setState(intern(9));
  client.setQueryData(['tasks'], ['y']);
  await waitFor(async () => expect(await storedKeys()).toEqual([['tasks']]));
});
