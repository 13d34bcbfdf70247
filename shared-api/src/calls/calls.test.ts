import { bodyOf, mockApi, type MockApi } from '../test-utils';
import * as forms from '../forms';
import * as core from '../index';

const api = { ...core, ...forms };

let server: MockApi;

beforeEach(() => {
  localStorage.clear();
  server = mockApi({ status: 200, data: {} });
});
afterEach(() => server.restore());

const created = { message: 'Created', id: 5 };

// Every call of spec §7: method, path, payload, and the part of the answer it returns.
const cases: [string, () => Promise<unknown>, string, string, unknown][] = [
  [
    'postLogin',
    () => api.postLogin({ email: 'a@x.io', password: 'p' }),
    'post',
    '/login',
    { email: 'a@x.io', password: 'p' },
  ],
  ['postLogout', () => api.postLogout(), 'post', '/logout', undefined],
  [
    'activateAccount',
    () => api.activateAccount({ email: 'a@x.io', password: 'abcdefg1', token: 'tk' }),
    'post',
    '/Account/Activate',
    { email: 'a@x.io', password: 'abcdefg1', token: 'tk' },
  ],
  [
    'requestPasswordReset',
    () => api.requestPasswordReset({ email: 'a@x.io' }),
    'post',
    '/PasswordReset',
    { email: 'a@x.io' },
  ],
  [
    'resetPassword',
    () => api.resetPassword({ token: 'tk', password: 'abcdefg1' }),
    'post',
    '/Reset',
    { token: 'tk', password: 'abcdefg1' },
  ],
  [
    'checkApplicationStatus',
    () => api.checkApplicationStatus({ Email: 'a@x.io' }),
    'post',
    '/ApplicationStatus',
    { Email: 'a@x.io' },
  ],
  ['getApplication', () => api.getApplication(3), 'get', '/Apply/3', undefined],
  [
    'scheduleInterview',
    () => api.scheduleInterview(3, '2030-01-02'),
    'put',
    '/Apply/3',
    { ApplicationStatus: 'Accepted', Date: '2030-01-02' },
  ],
  [
    'passApplication',
    () => api.passApplication(3),
    'put',
    '/Apply/3',
    { ApplicationStatus: 'Passed' },
  ],
  [
    'declineApplication',
    () => api.declineApplication('3'),
    'put',
    '/Apply/3',
    { ApplicationStatus: 'Declined' },
  ],
  ['getPositions', () => api.getPositions(), 'get', '/Position', undefined],
  ['getPosition', () => api.getPosition(2), 'get', '/Position/2/edit', undefined],
  [
    'createPosition',
    () => api.createPosition({ Position: 'Design' }),
    'post',
    '/Position',
    { Position: 'Design' },
  ],
  [
    'updatePosition',
    () => api.updatePosition(2, { Position: 'UX' }),
    'put',
    '/Position/2',
    { Position: 'UX' },
  ],
  ['deletePosition', () => api.deletePosition(2), 'delete', '/Position/2', undefined],
  ['getUserForEdit', () => api.getUserForEdit(9), 'get', '/User/9/edit', undefined],
  [
    'updateUser',
    () => api.updateUser(9, { Name: 'N', Email: 'n@x.io', PhoneNumber: '+254712345678' }),
    'put',
    '/User/9',
    { Name: 'N', Email: 'n@x.io', PhoneNumber: '+254712345678' },
  ],
  [
    'assignSupervisor',
    () => api.assignSupervisor({ InternID: 9, SupervisorID: 4 }),
    'put',
    '/User/9',
    { InternID: 9, SupervisorID: 4 },
  ],
  [
    'createSupervisor',
    () =>
      api.createSupervisor({
        Name: 'S',
        Email: 's@x.io',
        PhoneNumber: '+254712345678',
        Position: 1,
      }),
    'post',
    '/User',
    { Name: 'S', Email: 's@x.io', PhoneNumber: '+254712345678', Position: 1, Role: 'SUP' },
  ],
  ['deleteUser', () => api.deleteUser(9), 'delete', '/User/9', undefined],
  ['getPerformance', () => api.getPerformance(9), 'get', '/User/9', undefined],
  [
    'getInternPerformance',
    () => api.getInternPerformance(9),
    'get',
    '/Supervisor/Perfomance/9',
    undefined,
  ],
  ['getMyInterns', () => api.getMyInterns(), 'get', '/Supervisor/User/MyInterns', undefined],
  ['getDashboardCounts', () => api.getDashboardCounts(), 'get', '/Admin/User/Dashboard', undefined],
  [
    'getPipelineCounts',
    () => api.getPipelineCounts(),
    'get',
    '/Admin/User/Dashboard/Pipeline',
    undefined,
  ],
  ['getTask', () => api.getTask(8), 'get', '/Task/8', undefined],
  ['getTaskForEdit', () => api.getTaskForEdit(8), 'get', '/Task/8/edit', undefined],
  [
    'assignTask',
    () =>
      api.assignTask({ AssignedTo: 9, Task: 'T', TaskDescription: 'D', Deadline: '2030-01-02' }),
    'post',
    '/Task',
    { AssignedTo: 9, Task: 'T', TaskDescription: 'D', Deadline: '2030-01-02' },
  ],
  [
    'updateTask',
    () => api.updateTask(8, { Task: 'T', Description: 'D', Deadline: '2030-01-02' }),
    'put',
    '/Task/8',
    { Task: 'T', Description: 'D', Deadline: '2030-01-02' },
  ],
  ['completeTask', () => api.completeTask(8), 'put', '/Task/Status/8', undefined],
  [
    'rateTask',
    () => api.rateTask(8, { rating: 80 }),
    'post',
    '/Supervisor/Task/Rate/8',
    { rating: 80 },
  ],
  [
    'addComment',
    () => api.addComment({ Taskid: 8, Intern_comment: 'Done', Userid: 9 }),
    'post',
    '/Comment',
    { Taskid: 8, Intern_comment: 'Done', Userid: 9 },
  ],
  [
    'updateComment',
    () => api.updateComment(6, { Comment: 'Fixed' }),
    'put',
    '/Comment/6',
    { Comment: 'Fixed' },
  ],
];

it.each(cases)(
  '%s sends the path and payload of spec §7',
  async (_name, call, method, url, body) => {
    await call();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method, url, baseURL: '/api' });
    expect(bodyOf(server.requests[0])).toEqual(body);
  },
);

it('escapes ids taken from the URL', async () => {
  await api.getTask('1/../2');
  expect(server.requests[0].url).toBe('/Task/1%2F..%2F2');
});

it('returns the useful part of wrapped answers', async () => {
  const position = { id: 1, Position: 'Engineering' };
  server.answer({ status: 200, data: { Positions: [position] } });
  await expect(api.getPositions()).resolves.toEqual([position]);
  server.answer({
    status: 200,
    data: { ApplicationStatus: { Name: 'A', ApplicationStatus: 'Passed' } },
  });
  await expect(api.checkApplicationStatus({ Email: 'a@x.io' })).resolves.toMatchObject({
    ApplicationStatus: 'Passed',
  });
  server.answer({ status: 200, data: { MyInterns: [{ user_id: 9 }] } });
  await expect(api.getMyInterns()).resolves.toEqual([{ user_id: 9 }]);
});

it("reads GET /Task as the intern's list of { Tasks }", async () => {
  const task = { id: 1, Task: 'Write docs' };
  server.answer({ status: 200, data: { Tasks: [task] } });
  await expect(api.getTasks()).resolves.toEqual([task]);
  expect(server.requests.map((r) => r.url)).toEqual(['/Task']);
});

it('tells an activation (201) from a link sent instead (202)', async () => {
  server.answer({ status: 201, data: created });
  await expect(
    api.activateAccount({ email: 'a@x.io', password: 'p', token: 't' }),
  ).resolves.toEqual({ created: true, answer: created });
  const sent = { message: 'We have sent you an e-mail with a link to activate your account.' };
  server.answer({ status: 202, data: sent });
  await expect(api.activateAccount({ email: 'a@x.io', password: 'p' })).resolves.toEqual({
    created: false,
    answer: sent,
  });
});

it('sends an application as multipart with both PDFs and no timeout', async () => {
  server.answer({ status: 201, data: created });
  const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
  const letter = new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' });
  const answer = await api.apply({
    Name: 'Ada',
    Email: 'ada@x.io',
    PhoneNumber: '+254712345678',
    Position: 2,
    Cv: cv,
    AttachmentLetter: letter,
  });
  expect(answer).toEqual(created);
  const request = server.requests[0];
  expect(request).toMatchObject({ method: 'post', url: '/Apply', timeout: 0 });
  const form = request.data as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect(form.get('Position')).toBe('2');
  expect((form.get('Cv') as File).name).toBe('cv.pdf');
  expect((form.get('AttachmentLetter') as File).name).toBe('letter.pdf');
});
