import { useMutation } from '@tanstack/react-query';
import {
  applyFieldErrors,
  toApiFailure,
  type ApiFailure,
  type ApiFailureOptions,
} from 'shared-api';
import { showFailure } from '../feedback/notification-store';

/** The two parts of react-hook-form's `useForm()` that place a refusal under its field. */
export interface FormFields {
  // `never`: any form's setError fits, whatever its field names.
  setError: (name: never, error: { type: string; message: string }) => void;
  /** Its values: their names are the fields the form shows. */
  getValues: () => object;
}

export interface FormMutationOptions<Payload, Answer> {
  mutationFn: (payload: Payload) => Promise<Answer>;
  /** The catalogue's message when the server gives no reason. */
  failureMessage: string;
  /** How the answer reads as a failure (e.g. a 401 that refuses a field). */
  failureOptions?: ApiFailureOptions;
  /**
   * Takes its part of a failure first (a refusal the page shows its own way): answers what is
   * left to show, or null when nothing is.
   */
  onFailure?: (failure: ApiFailure) => ApiFailure | null;
  /**
   * Shows the success and invalidates exactly what changed; `submit` waits for what it returns,
   * so the form moves on (resets, closes, navigates) with the data already refetched.
   */
  onSuccess: (answer: Answer, payload: Payload) => unknown;
}

export interface FormMutation<Payload> {
  /** Sends; answers whether it succeeded (then `onSuccess` has run). */
  submit: (payload: Payload, form: FormFields) => Promise<boolean>;
  isPending: boolean;
}

/**
 * A form's send: the refusal of a field the form shows goes under that field; any other failure
 * (and a refusal of a field the form does not show, such as a task id) in the error popup. A
 * success runs `onSuccess`. `submit` answers whether it succeeded.
 */
export function useFormMutation<Payload, Answer>(
  options: FormMutationOptions<Payload, Answer>,
): FormMutation<Payload> {
  const mutation = useMutation<Answer, unknown, Payload>({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
  });
  async function submit(payload: Payload, form: FormFields): Promise<boolean> {
    try {
      await mutation.mutateAsync(payload);
    } catch (error) {
      const read = toApiFailure(error, options.failureMessage, options.failureOptions);
      const failure = options.onFailure ? options.onFailure(read) : read;
      if (!failure) return false;
      const shown = Object.keys(form.getValues());
      const refusals = Object.entries(failure.fieldErrors);
      const onForm = refusals.filter(([name]) => shown.includes(name));
      applyFieldErrors(
        { ...failure, fieldErrors: Object.fromEntries(onForm) },
        form.setError as (name: string, error: { type: string; message: string }) => void,
      );
      if (refusals.length === 0 || onForm.length < refusals.length) {
        showFailure({ ...failure, kind: 'message' });
      }
      return false;
    }
    return true;
  }
  return { submit, isPending: mutation.isPending };
}
