import { useSessionStore } from 'shared-api';
import { createAppQueryClient } from './query-client';

test("a new session starts with an empty cache, so one user's data never shows to the next", () => {
  useSessionStore.setState({
    token: 'first',
    roles: ['INT'],
    user_info: { Name: 'A', user_id: 1 },
  });
  const { client } = createAppQueryClient();
  client.setQueryData(['tasks'], ['task of A']);
  useSessionStore.setState({ token: null, roles: [], user_info: null });
  expect(client.getQueryData(['tasks'])).toBeUndefined();
});

test('the cache survives what does not change the session', () => {
  useSessionStore.setState({ token: 'same', roles: ['SUP'], user_info: { Name: 'B', user_id: 2 } });
  const { client } = createAppQueryClient();
  client.setQueryData(['interns'], ['x']);
  useSessionStore.setState({ user_info: { Name: 'B renamed', user_id: 2 } });
  expect(client.getQueryData(['interns'])).toEqual(['x']);
});
