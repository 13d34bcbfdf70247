import { mockApi, type MockApi } from '../../test-utils';
import * as visits from '../../visits';

let server: MockApi;
beforeEach(() => {
  server = mockApi({ status: 200, data: { Visits: [{ Id: 1 }] } });
});
afterEach(() => server.restore());

it('reads the intern’s own visits from /Intern/Visits', async () => {
  await expect(visits.getMyVisits()).resolves.toEqual([{ Id: 1 }]);
  expect(server.requests[0]).toMatchObject({ method: 'get', url: '/Intern/Visits' });
});

it('reads a supervisor’s intern’s visits by the intern’s id', async () => {
  await expect(visits.getInternVisits(7)).resolves.toEqual([{ Id: 1 }]);
  expect(server.requests[0]).toMatchObject({ method: 'get', url: '/Supervisor/Intern/7/Visits' });
});

it('keys the visits under the intern, and writes the scores on one line', () => {
  expect(visits.visitKeys.ofIntern(7)).toEqual(['user', '7', 'visits']);
  expect(
    visits.scoresText([
      { Name: 'Punctuality', MaxScore: 5, Score: 4 },
      { Name: 'Teamwork', MaxScore: 10, Score: 8 },
    ]),
  ).toBe('Punctuality 4/5 · Teamwork 8/10');
  expect(visits.scoresText([])).toBe('—');
});
