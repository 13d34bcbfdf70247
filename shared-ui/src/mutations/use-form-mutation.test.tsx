import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { useForm } from 'react-hook-form';
import { renderWithHost } from '../test-utils/render';
import { useFormMutation } from './use-form-mutation';

const refused = (status: number, data: unknown) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
  } as AxiosResponse);

function NameForm(props: { send: (name: string) => Promise<string>; onSaved: () => void }) {
  const { register, handleSubmit, setError, getValues, formState } = useForm<{ Name: string }>({
    defaultValues: { Name: 'Achieng' },
  });
  const { submit } = useFormMutation({
    mutationFn: ({ Name }: { Name: string }) => props.send(Name),
    failureMessage: 'Could not Save',
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={handleSubmit((payload) => submit(payload, { setError, getValues }))}>
      <input aria-label="Name" {...register('Name')} />
      {formState.errors.Name && <p>{formState.errors.Name.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

test('a success runs onSuccess with the answer', async () => {
  const onSaved = jest.fn();
  renderWithHost(<NameForm send={async (name) => `saved ${name}`} onSaved={onSaved} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(onSaved.mock.calls[0][0]).toBe('saved Achieng');
});

test("a field's refusal shows under it, and no popup", async () => {
  const onSaved = jest.fn();
  const send = () => Promise.reject(refused(422, { errors: { Name: ['The Name is taken.'] } }));
  renderWithHost(<NameForm send={send} onSaved={onSaved} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The Name is taken.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  expect(onSaved).not.toHaveBeenCalled();
});

test('the refusal of a field the form does not show goes to the popup', async () => {
  const send = () => Promise.reject(refused(422, { errors: { Taskid: ['No such task.'] } }));
  renderWithHost(<NameForm send={send} onSaved={jest.fn()} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Could not Save');
});

test("any other failure shows the catalogue's message in the popup", async () => {
  const send = () => Promise.reject(refused(500, {}));
  renderWithHost(<NameForm send={send} onSaved={jest.fn()} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Could not Save');
});
