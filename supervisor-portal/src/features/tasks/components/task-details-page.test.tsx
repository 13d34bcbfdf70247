import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskDetail } from 'shared-api';
import {
  answers,
  bodyOf,
  detail,
  inDays,
  mockApi,
  renderSupervisor,
  sent,
  signIn,
  SUPERVISOR_ID,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const COMMENTS: TaskDetail['comment'] = [
  { id: 11, Comments: 'I pushed the fix.', madeby: 'Achieng Atieno', user_id: 21 },
  { id: 12, Comments: 'Please add a test.', madeby: 'Wanjiru Kamau', user_id: SUPERVISOR_ID },
  // Another supervisor with the same name: the server decides by user id, so this one is not ours.
  { id: 13, Comments: 'Looks fine to me.', madeby: 'Wanjiru Kamau', user_id: 99 },
];

let api: MockApi;
let current: TaskDetail;

function serve(task: TaskDetail, extra: Parameters<typeof answers>[0] = {}) {
  current = task;
  api.answer(answers({ 'GET /Task/3': () => ({ status: 200, data: current }), ...extra }));
}

beforeEach(() => {
  signIn();
  api = mockApi();
  serve(detail({ Task: 'Fix the bug' }, COMMENTS));
});
afterEach(() => api.restore());

async function open() {
  renderSupervisor('/supervisorDashboard/taskDetails/3');
  await screen.findByRole('heading', { level: 1, name: 'Fix the bug' });
  return userEvent.setup({ delay: null });
}

test('shows the task, Edit Task, and the comments and remarks with each author', async () => {
  renderSupervisor('/supervisorDashboard/taskDetails/3');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Fix the bug' });
  expect(screen.getByText('Achieng Atieno', { selector: 'td' })).toBeInTheDocument();
  expect(screen.getByText('Do task 3.')).toBeInTheDocument();
  expect(screen.getByText('Not completed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Task' })).toHaveAttribute(
    'href',
    '/supervisorDashboard/taskDetails/3/edit',
  );
  const list = screen.getByRole('list', { name: 'Comments and Remarks' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Achieng AtienoCommentI pushed the fix.'),
    expect.stringContaining('Wanjiru KamauRemarkPlease add a test.'),
    expect.stringContaining('Wanjiru KamauRemarkLooks fine to me.'),
  ]);
});

describe('the rating display rules', () => {
  test('an Assigned task offers no rating, even when it has one', async () => {
    serve(detail({ Task: 'Fix the bug', Status: 'Assigned', Rating: 70 }));
    await open();
    expect(screen.getByText('Not completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rating/ })).not.toBeInTheDocument();
  });

  test("a Completed task without a rating offers 'Add Rating', the slider starting at 0", async () => {
    serve(detail({ Task: 'Fix the bug', Status: 'Completed', Rating: null }), {
      'POST /Supervisor/Task/Rate/3': () => {
        current = detail({ Task: 'Fix the bug', Status: 'Completed', Rating: 85 });
        return { status: 200, data: { message: 'Rating added' } };
      },
    });
    const user = await open();
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    expect(screen.getByText('Needs rating')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Rating' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Rating' });
    const slider = within(dialog).getByRole('slider');
    expect(slider).toHaveValue('0');
    fireEvent.change(slider, { target: { value: 85 } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Rating' }));
    expect(await screen.findByText('Rating added')).toBeInTheDocument();
    expect(bodyOf(sent(api.requests, 'POST', '/Supervisor/Task/Rate/3')[0])).toEqual({
      rating: 85,
    });
    expect(await screen.findByText('85%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Rating' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Rating' })).not.toBeInTheDocument();
  });

  test("a rated task offers 'Edit Rating', the slider starting at the rating (0 counts)", async () => {
    serve(detail({ Task: 'Fix the bug', Status: 'Completed', Rating: 0 }));
    const user = await open();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.queryByText('Needs rating')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Rating' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Edit Rating' })).getByRole('slider'),
    ).toHaveValue('0');
  });

  test('the slider starts at an existing rating and Cancel sends nothing', async () => {
    serve(detail({ Task: 'Fix the bug', Status: 'Completed', Rating: 64 }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit Rating' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Rating' });
    expect(within(dialog).getByRole('slider')).toHaveValue('64');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(api.requests, 'POST', '/Supervisor/Task/Rate/3')).toHaveLength(0);
  });

  test("a refused rating says 'Could not add rating'", async () => {
    serve(detail({ Task: 'Fix the bug', Status: 'Completed', Rating: null }), {
      'POST /Supervisor/Task/Rate/3': {
        status: 409,
        data: { message: 'The task is not completed.' },
      },
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Add Rating' }));
    await user.click(screen.getByRole('button', { name: 'Save Rating' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Could not add rating');
    expect(error).toHaveTextContent('The task is not completed.');
  });
});

test('marks an overdue task', async () => {
  serve(detail({ Task: 'Fix the bug', Deadline: inDays(-3) }));
  await open();
  expect(screen.getByText('Overdue')).toBeInTheDocument();
});

describe('remarks', () => {
  test("only the supervisor's own remarks (by user id) can be edited", async () => {
    await open();
    const items = within(screen.getByRole('list', { name: 'Comments and Remarks' })).getAllByRole(
      'listitem',
    );
    expect(
      items.map((item) => within(item).queryByRole('button', { name: 'Edit' }) !== null),
    ).toEqual([false, true, false]);
  });

  test("edits a remark in place: 'Remark Updated Successfully', then read-only again", async () => {
    serve(current, {
      'PUT /Comment/12': (request) => {
        const { Comment } = bodyOf(request) as { Comment: string };
        current = {
          ...current,
          comment: current.comment.map((c) => (c.id === 12 ? { ...c, Comments: Comment } : c)),
        };
        return { status: 200, data: { message: 'Comment Updated Successfully' } };
      },
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit remark' });
    expect(box).toHaveValue('Please add a test.');
    await user.clear(box);
    await user.type(box, 'Please add two tests.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remark Updated Successfully')).toBeInTheDocument();
    expect(bodyOf(sent(api.requests, 'PUT', '/Comment/12')[0])).toEqual({
      Comment: 'Please add two tests.',
    });
    expect(await screen.findByText('Please add two tests.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit remark' })).not.toBeInTheDocument();
  });

  test("a refused edit says 'Could not update remark'; a 422 goes under the box", async () => {
    serve(current, {
      'PUT /Comment/12': {
        status: 422,
        data: { errors: { Comment: ['The Comment is too long.'] } },
      },
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Comment is too long.')).toBeInTheDocument();
    serve(current, { 'PUT /Comment/12': { status: 403, data: { message: 'Not yours.' } } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not update remark',
    );
  });

  test("adds a remark: 'Remark Added Successfully', the box emptied", async () => {
    serve(current, {
      'POST /Comment': (request) => {
        const body = bodyOf(request) as { Intern_comment: string };
        current = {
          ...current,
          comment: [
            ...current.comment,
            {
              id: 14,
              Comments: body.Intern_comment,
              madeby: 'Wanjiru Kamau',
              user_id: SUPERVISOR_ID,
            },
          ],
        };
        return { status: 200, data: { message: 'Comment Added Successfully', id: 14 } };
      },
    });
    const user = await open();
    const box = screen.getByRole('textbox', { name: 'Add Remarks' });
    expect(box).toHaveAttribute('rows', '4');
    await user.type(box, 'Good progress.');
    await user.click(screen.getByRole('button', { name: 'Add Remarks' }));
    expect(await screen.findByText('Remark Added Successfully')).toBeInTheDocument();
    expect(bodyOf(sent(api.requests, 'POST', '/Comment')[0])).toEqual({
      Taskid: 3,
      Intern_comment: 'Good progress.',
      Userid: SUPERVISOR_ID,
    });
    expect(await screen.findByText('Good progress.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  test("an empty remark is refused before sending; a failure says 'Could not add remark'", async () => {
    serve(current, {
      'POST /Comment': { status: 422, data: { errors: { Intern_comment: ['Too long.'] } } },
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Add Remarks' }));
    expect(await screen.findByText('The comment is required')).toBeInTheDocument();
    expect(sent(api.requests, 'POST', '/Comment')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Add Remarks' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Remarks' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    serve(current, { 'POST /Comment': { status: 500, data: {} } });
    await user.click(screen.getByRole('button', { name: 'Add Remarks' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not add remark',
    );
  });
});

test("another supervisor's task shows the server's refusal, not the task", async () => {
  api.answer({ status: 403, data: { message: 'This task is not yours.' } });
  renderSupervisor('/supervisorDashboard/taskDetails/3');
  const error = await screen.findByRole('dialog', { name: 'Error' });
  expect(error).toHaveTextContent('Could not get Task Details');
  await userEvent.setup({ delay: null }).click(within(error).getByRole('button', { name: 'OK' }));
  expect(
    await screen.findByText('Could not get Task Details: This task is not yours.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Back to Assigned Tasks' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Task' })).not.toBeInTheDocument();
  expect(screen.queryByText('Do task 3.')).not.toBeInTheDocument();
});
