import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskComment } from 'shared-api';
import {
  answers,
  bodyOf,
  detailOf,
  failures,
  INTERN,
  mockApi,
  renderIntern,
  sent,
  SUPERVISOR,
  task,
  type MockApi,
} from '../../../test-utils/render-intern';
import { markRemarksSeen } from '../api/seen-remarks';

const remark: TaskComment = {
  id: 10,
  Comments: 'Please add tests',
  madeby: SUPERVISOR.Name,
  user_id: SUPERVISOR.user_id,
};
const mine: TaskComment = {
  id: 11,
  Comments: 'Working on it',
  madeby: INTERN.Name,
  user_id: INTERN.user_id,
};

let api: MockApi;
let current = detailOf(task(5, { Task: 'Write the report' }), [remark, mine]);

beforeEach(() => {
  localStorage.clear();
  current = detailOf(task(5, { Task: 'Write the report' }), [remark, mine]);
  api = mockApi(
    answers({
      'GET /Task/5': () => ({ status: 200, data: current }),
      'PUT /Task/Status/5': () => {
        current = { ...current, task: { ...current.task, Status: 'Completed' } };
        return { status: 200, data: { message: 'Task Completed' } };
      },
      'POST /Comment': (request) => {
        const { Intern_comment } = bodyOf(request) as { Intern_comment: string };
        const added = { id: 12, Comments: Intern_comment, madeby: INTERN.Name, user_id: 7 };
        current = { ...current, comment: [...current.comment, added] };
        return { status: 200, data: { message: 'Comment Added Successfully', id: 12 } };
      },
      'PUT /Comment/11': (request) => {
        const { Comment } = bodyOf(request) as { Comment: string };
        current = {
          ...current,
          comment: current.comment.map((item) =>
            item.id === 11 ? { ...item, Comments: Comment } : item,
          ),
        };
        return { status: 200, data: { message: 'Comment Updated Successfully' } };
      },
    }),
  );
});
afterEach(() => api.restore());

async function openTask() {
  renderIntern('/internDashboard/tasks/5');
  await screen.findByRole('heading', { level: 1, name: 'Write the report' });
  return userEvent.setup({ delay: null });
}

async function dismissError(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
}

const entry = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
/** The value beside a label of the task's details. */
const valueOf = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

test('shows the spinner, then the task with its facts, description and supervisor', async () => {
  renderIntern('/internDashboard/tasks/5');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Write the report' });
  expect(screen.getByRole('checkbox', { name: 'Completed: Write the report' })).not.toBeChecked();
  expect(screen.getByText('Assigned')).toBeInTheDocument();
  expect(valueOf('Deadline')).toHaveTextContent(/^\d{1,2} \w{3,4} \d{4}$/);
  expect(screen.queryByRole('rowheader', { name: 'Rating' })).not.toBeInTheDocument();
  const description = screen.getByRole('textbox', { name: 'Description' });
  expect(description).toHaveValue('Description of task 5');
  expect(description).toHaveAttribute('readonly');
  expect(valueOf('Assigned by')).toHaveTextContent(SUPERVISOR.Name);
  expect(screen.getByRole('link', { name: 'Back to My Tasks' })).toHaveAttribute(
    'href',
    '/internDashboard',
  );
});

test('a completed task shows its rating, or Not rated', async () => {
  current = detailOf(task(5, { Task: 'Write the report', Status: 'Completed', Rating: 45 }));
  await openTask();
  expect(valueOf('Rating')).toHaveTextContent('45%');
  expect(screen.getByText('45%').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
  expect(screen.getByRole('checkbox', { name: /Write the report/ })).toBeChecked();
});

test('the checkbox completes the task, one-way', async () => {
  const user = await openTask();
  const checkbox = screen.getByRole('checkbox', { name: /Write the report/ });
  await user.click(checkbox);
  expect(await screen.findByText('Not rated')).toBeInTheDocument();
  expect(checkbox).toBeChecked();
  await user.click(checkbox);
  expect(checkbox).toBeChecked();
  expect(sent(api.requests, 'PUT', '/Task/Status/5')).toHaveLength(1);
});

test("a refused completion says 'Could not Complete Task'", async () => {
  const user = await openTask();
  api.answer(
    answers({
      'GET /Task/5': { status: 200, data: current },
      'PUT /Task/Status/5': failures.server,
    }),
  );
  await user.click(screen.getByRole('checkbox', { name: /Write the report/ }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not Complete Task',
  );
});

test('lists comments and remarks with their authors; only own comments can be edited', async () => {
  await openTask();
  expect(screen.getByRole('heading', { name: 'Comments and Remarks' })).toBeInTheDocument();
  expect(entry('Please add tests')).toHaveTextContent(`${SUPERVISOR.Name}Remark`);
  expect(entry('Working on it')).toHaveTextContent(`${INTERN.Name}Comment`);
  expect(within(entry('Please add tests')).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(entry('Working on it')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
});

test('a remark not seen before is marked New, and counts as seen afterwards', async () => {
  await openTask();
  expect(within(entry('Please add tests')).getByText('New')).toBeInTheDocument();
  expect(within(entry('Working on it')).queryByText('New')).toBeNull();
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem('intern-portal:seen-remarks:7') ?? '{}')).toEqual({
      '5': 10,
    }),
  );
});

test('a remark seen before is not marked', async () => {
  markRemarksSeen(INTERN.user_id, 5, 10);
  await openTask();
  expect(within(entry('Please add tests')).queryByText('New')).toBeNull();
});

test("adding a comment sends the task, the text and the author, says 'Comment Added Successfully'", async () => {
  const user = await openTask();
  const box = screen.getByRole('textbox', { name: 'Add a comment' });
  expect(box).toHaveAttribute('rows', '4');
  await user.type(box, 'Draft is ready');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByText('Comment Added Successfully')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Comment')[0])).toEqual({
    Taskid: 5,
    Intern_comment: 'Draft is ready',
    Userid: INTERN.user_id,
  });
  expect(await screen.findByText('Draft is ready')).toBeInTheDocument();
  expect(box).toHaveValue('');
});

test('an empty comment is refused before sending', async () => {
  const user = await openTask();
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByText('The comment is required')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Comment')).toHaveLength(0);
});

test("a refused comment says 'Could not add comment'; a 422 shows under the field", async () => {
  const user = await openTask();
  api.answer(
    answers({ 'GET /Task/5': { status: 200, data: current }, 'POST /Comment': failures.server }),
  );
  const box = screen.getByRole('textbox', { name: 'Add a comment' });
  await user.type(box, 'Hello');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not add comment',
  );
  expect(box).toHaveValue('Hello');
  await dismissError(user);

  api.answer(
    answers({
      'GET /Task/5': { status: 200, data: current },
      'POST /Comment': {
        status: 422,
        data: { message: 'Invalid', errors: { Intern_comment: ['The comment is too long.'] } },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(await screen.findByText('The comment is too long.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
});

test("editing an own comment in place: Save sends it, says 'Comment Updated Successfully', back to read-only", async () => {
  const user = await openTask();
  await user.click(within(entry('Working on it')).getByRole('button', { name: 'Edit' }));
  const box = screen.getByRole('textbox', { name: 'Edit comment' });
  expect(box).toHaveValue('Working on it');
  await user.clear(box);
  await user.type(box, 'Done soon');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Comment Updated Successfully')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Comment/11')[0])).toEqual({ Comment: 'Done soon' });
  expect(screen.queryByRole('textbox', { name: 'Edit comment' })).not.toBeInTheDocument();
  expect(await screen.findByText('Done soon')).toBeInTheDocument();
});

test('Cancel leaves the comment as it was', async () => {
  const user = await openTask();
  await user.click(within(entry('Working on it')).getByRole('button', { name: 'Edit' }));
  await user.type(screen.getByRole('textbox', { name: 'Edit comment' }), ' more');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('Working on it')).toBeInTheDocument();
  expect(sent(api.requests, 'PUT', '/Comment/11')).toHaveLength(0);
});

test("a refused edit says 'Could not update comment'; a 422 shows under the field", async () => {
  const user = await openTask();
  await user.click(within(entry('Working on it')).getByRole('button', { name: 'Edit' }));
  api.answer(
    answers({
      'GET /Task/5': { status: 200, data: current },
      'PUT /Comment/11': failures.forbidden,
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not update comment',
  );
  await dismissError(user);
  expect(screen.getByRole('textbox', { name: 'Edit comment' })).toBeInTheDocument();

  api.answer(
    answers({
      'GET /Task/5': { status: 200, data: current },
      'PUT /Comment/11': {
        status: 422,
        data: { message: 'Invalid', errors: { Comment: ['The comment is required.'] } },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The comment is required.')).toBeInTheDocument();
});

test("a failed load says 'Could not get Task Details' and, for another intern's task, the server's refusal", async () => {
  api.answer(failures.forbidden);
  renderIntern('/internDashboard/tasks/5');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Task Details',
  );
  await dismissError(userEvent.setup({ delay: null }));
  expect(
    screen.getByText('Could not get Task Details: This task is not yours.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Tasks' })).toHaveAttribute(
    'href',
    '/internDashboard',
  );
});
