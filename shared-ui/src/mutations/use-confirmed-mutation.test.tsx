import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { renderWithHost } from '../test-utils/render';
import { useConfirmedMutation, type ConfirmedMutationOptions } from './use-confirmed-mutation';

const refused = (status: number, message?: string) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: message ? { message } : {},
  } as AxiosResponse);

function Row(props: { options: Partial<ConfirmedMutationOptions<number, string>> }) {
  const { run, pendingId } = useConfirmedMutation<number, string>({
    mutationFn: async () => 'done',
    failureMessage: 'Could not Delete',
    onSuccess: () => undefined,
    ...props.options,
  });
  return (
    <button type="button" disabled={pendingId === 7} onClick={() => void run(7)}>
      Delete
    </button>
  );
}

test('asks first, and does nothing when the question is cancelled', async () => {
  const mutationFn = jest.fn(async () => 'done');
  const user = userEvent.setup();
  renderWithHost(
    <Row
      options={{ mutationFn, confirm: () => ({ question: 'Delete it?', destructive: true }) }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByText('Delete it?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(mutationFn).not.toHaveBeenCalled();
});

test('runs once confirmed, with its row pending until it ends, then reports the success', async () => {
  let finish!: (answer: string) => void;
  const onSuccess = jest.fn();
  const user = userEvent.setup();
  renderWithHost(
    <Row
      options={{
        mutationFn: () => new Promise<string>((resolve) => (finish = resolve)),
        confirm: () => ({ question: 'Delete it?' }),
        onSuccess,
      }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled());
  finish('done');
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('done', 7));
  expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
});

test("a failure shows the server's reason, or the catalogue's message", async () => {
  const user = userEvent.setup();
  renderWithHost(
    <Row
      options={{
        mutationFn: () => Promise.reject(refused(409, 'This position is in use.')),
        failureKind: 'message',
      }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Could not Delete');
  expect(dialog).toHaveTextContent('This position is in use.');
});

test('onFailure may show the failure itself', async () => {
  const onFailure = jest.fn(() => true);
  const user = userEvent.setup();
  renderWithHost(<Row options={{ mutationFn: () => Promise.reject(refused(409)), onFailure }} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }), 7),
  );
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});
