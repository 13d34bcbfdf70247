import type { ApiFailure } from 'shared-api';
import { create } from 'zustand';

export interface ErrorNotice {
  message: string;
  detail: string | null;
}

export interface Toast {
  id: number;
  message: string;
  severity: 'success' | 'error' | 'info';
}

export interface ConfirmOptions {
  title?: string;
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
}

interface PendingConfirm extends ConfirmOptions {
  message: string;
  resolve: (confirmed: boolean) => void;
}

interface NotificationState {
  error: ErrorNotice | null;
  toasts: Toast[];
  confirm: PendingConfirm | null;
}

/**
 * One queue for the whole app (shared-ui is a federated singleton); NotificationHost shows it.
 * Its texts are catalogue texts, marked (m('...')) or translated: the host translates them.
 */
export const useNotificationStore = create<NotificationState>()(() => ({
  error: null,
  toasts: [],
  confirm: null,
}));

let nextId = 1;

/** The 'Error' popup with a catalogue message (and an optional explanation under it). */
export function showError(message: string, detail: string | null = null): void {
  useNotificationStore.setState({ error: { message, detail } });
}

/** Shows a failed call: nothing for field errors (they go under the inputs), else the popup. */
export function showFailure(failure: ApiFailure): void {
  if (failure.kind === 'message') showError(failure.message, failure.detail);
}

export function showToast(message: string, severity: Toast['severity'] = 'success'): void {
  const toast = { id: nextId++, message, severity };
  useNotificationStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
}

export function showSuccess(message: string): void {
  showToast(message, 'success');
}

export function dismissError(): void {
  useNotificationStore.setState({ error: null });
}

export function dismissToast(id: number): void {
  useNotificationStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

/** Asks a yes/no question; resolves true for Yes. A newer question answers an open one with No. */
export function askConfirmation(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  useNotificationStore.getState().confirm?.resolve(false);
  return new Promise((resolve) => {
    useNotificationStore.setState({ confirm: { ...options, message, resolve } });
  });
}

export function answerConfirmation(confirmed: boolean): void {
  const pending = useNotificationStore.getState().confirm;
  useNotificationStore.setState({ confirm: null });
  pending?.resolve(confirmed);
}
