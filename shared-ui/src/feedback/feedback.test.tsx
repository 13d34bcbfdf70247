import { act, screen, waitFor } from '@testing-library/react';
import { renderUi as render } from '../test-utils/render';
import userEvent from '@testing-library/user-event';
import type { ApiFailure } from 'shared-api';
import { ConfirmDialog } from './confirm-dialog';
import { LoadingScreen } from './loading-screen';
import { NotificationHost } from './notification-host';
import {
  askConfirmation,
  showError,
  showFailure,
  showSuccess,
  useNotificationStore,
} from './notification-store';

beforeEach(() => useNotificationStore.setState({ error: null, toasts: [], confirm: null }));

const failure = (kind: ApiFailure['kind']): ApiFailure => ({
  kind,
  status: 500,
  message: 'Could not get Tasks',
  fieldErrors: {},
  serverMessage: null,
  detail: 'The server did not answer in time. Please try again.',
  retryAfterSeconds: null,
});

describe('LoadingScreen', () => {
  it("announces 'Loading...'", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('NotificationHost', () => {
  it("shows a failure in a popup titled 'Error' and closes it with OK", async () => {
    const user = userEvent.setup();
    render(<NotificationHost />);
    act(() => showFailure(failure('message')));
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Could not get Tasks');
    expect(dialog).toHaveTextContent('The server did not answer in time.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no popup for field errors', () => {
    render(<NotificationHost />);
    act(() => showFailure(failure('fields')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a plain error message too', () => {
    render(<NotificationHost />);
    act(() => showError('Could not delete Intern'));
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not delete Intern',
    );
  });

  it('shows success toasts one after another, each for 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      render(<NotificationHost />);
      act(() => {
        showSuccess('Task Updated');
        showSuccess('Rating added');
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Task Updated');
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByRole('alert')).toHaveTextContent('Task Updated');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('alert')).toHaveTextContent('Rating added');
      act(() => jest.advanceTimersByTime(3000));
      expect(useNotificationStore.getState().toasts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks a confirmation and resolves with the answer', async () => {
    const user = userEvent.setup();
    render(<NotificationHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = askConfirmation('Are you sure you want to delete this intern?', {
        destructive: true,
      });
    });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Are you sure you want to delete this intern?',
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = askConfirmation('Are you sure you want to delete this position?');
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('ConfirmDialog', () => {
  it('calls back for each answer, Escape meaning no', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        message="Do you want to accept the application for the applied position?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveAccessibleDescription(
      'Do you want to accept the application for the applied position?',
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
