import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskComment } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { createTestQueryClient, renderWithHost } from '../test-utils/render';
import { TaskThread } from './task-thread';
import type { ThreadOptions } from './thread-options';

const INTERN = 21;
const ME = 5;
const options: ThreadOptions = {
  taskId: 3,
  userId: ME,
  taskKey: ['task', '3'],
  listKey: ['tasks'],
  texts: {
    empty: 'Nothing yet',
    addLabel: 'Add a note',
    addButton: 'Add Note',
    editLabel: 'Edit note',
    added: 'Note Added',
    updated: 'Note Updated',
    couldNotAdd: 'Could not add note',
    couldNotUpdate: 'Could not update note',
  },
};
const entries: TaskComment[] = [
  { id: 1, Comments: 'Done, please check.', madeby: 'Achieng Atieno', user_id: INTERN },
  { id: 2, Comments: 'Add a test.', madeby: 'Wanjiru Kamau', user_id: ME },
  { id: 3, Comments: 'Looks fine.', madeby: 'Otieno Odhiambo', user_id: 99 },
];

let api: MockApi;
afterEach(() => api.restore());

function renderThread(list = entries) {
  const queryClient = createTestQueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  renderWithHost(
    <TaskThread
      options={options}
      entries={list}
      internId={INTERN}
      isNew={(entry) => entry.id > 1}
    />,
    queryClient,
  );
  return { invalidate };
}

test("names each entry's kind by its author, lets only one's own be edited, marks others' new", () => {
  api = mockApi();
  renderThread();
  const items = within(screen.getByRole('list', { name: 'Comments and Remarks' })).getAllByRole(
    'listitem',
  );
  expect(items.map((item) => item.textContent)).toEqual([
    'Achieng AtienoCommentDone, please check.',
    'Wanjiru KamauRemarkAdd a test.Edit',
    'Otieno OdhiamboRemarkNewLooks fine.',
  ]);
});

test("says the page's words when there is nothing yet", () => {
  api = mockApi();
  renderThread([]);
  expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
});

test('adds an entry as the signed-in user, empties the box, refetches the task and the lists', async () => {
  api = mockApi(answers({ 'POST /Comment': { status: 200, data: { id: 4 } } }));
  const { invalidate } = renderThread();
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Merged.');
  await user.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByText('Note Added')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Comment')[0])).toEqual({
    Taskid: 3,
    Intern_comment: 'Merged.',
    Userid: ME,
  });
  expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['task', '3'], exact: true });
  // The lists show the newest entry: who spoke last orders the Assigned Tasks.
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'] });
});

test("edits one's own entry in place; a refusal of the text shows under the box", async () => {
  api = mockApi(
    answers({
      'PUT /Comment/2': {
        status: 422,
        data: { errors: { Comment: ['The Comment is too long.'] } },
      },
    }),
  );
  renderThread();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const box = screen.getByRole('textbox', { name: 'Edit note' });
  await user.type(box, ' Two.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The Comment is too long.')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Comment/2')[0])).toEqual({
    Comment: 'Add a test. Two.',
  });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit note' })).toBeNull());
});
