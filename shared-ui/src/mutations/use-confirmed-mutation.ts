import { useMutation } from '@tanstack/react-query';
import { toApiFailure, type ApiFailure, type ApiFailureOptions } from 'shared-api';
import { askConfirmation, showFailure, type ConfirmOptions } from '../feedback/notification-store';

export interface ConfirmedMutationOptions<Vars, Answer> {
  mutationFn: (vars: Vars) => Promise<Answer>;
  /**
   * The catalogue's question (and the dialog's title or buttons, if not the default ones), asked
   * first; none (or undefined for these variables): the action runs at once (e.g. a retry).
   */
  confirm?: (vars: Vars) => ({ question: string } & ConfirmOptions) | undefined;
  /** The catalogue's message when the server gives none. */
  failureMessage: string | ((vars: Vars) => string);
  /** 'message' for failures whose reason the server words (a 409 in use, a 404 gone). */
  failureKind?: ApiFailure['kind'];
  /** Statuses whose server message is shown under the catalogue's (toApiFailure's option). */
  explainedStatuses?: ApiFailureOptions['explainedStatuses'];
  /** Shows the outcome and invalidates exactly what changed. */
  onSuccess: (answer: Answer, vars: Vars) => unknown;
  /** Runs after a failure; answers true when it showed the failure itself. */
  onFailure?: (failure: ApiFailure, vars: Vars) => boolean | void;
  /** The row the action is about, for `pendingId` (defaults to the variables). */
  idOf?: (vars: Vars) => unknown;
}

/**
 * A row's action: confirm (if asked), mutate, then show the outcome or the failure. `pendingId`
 * is the row whose action is under way, so its button can be disabled.
 */
export function useConfirmedMutation<Vars, Answer>(
  options: ConfirmedMutationOptions<Vars, Answer>,
) {
  const mutation = useMutation<Answer, unknown, Vars>({
    mutationFn: options.mutationFn,
    onSuccess: (answer: Answer, vars: Vars) => options.onSuccess(answer, vars),
    onError: (error: unknown, vars: Vars) => {
      const { failureMessage } = options;
      const message = typeof failureMessage === 'function' ? failureMessage(vars) : failureMessage;
      const failure = toApiFailure(error, message, {
        explainedStatuses: options.explainedStatuses,
      });
      if (options.onFailure?.(failure, vars) === true) return;
      showFailure(options.failureKind ? { ...failure, kind: options.failureKind } : failure);
    },
  });

  async function run(vars: Vars) {
    const confirm = options.confirm?.(vars);
    if (confirm) {
      const { question, ...dialog } = confirm;
      if (!(await askConfirmation(question, dialog))) return;
    }
    mutation.mutate(vars);
  }

  const idOf = options.idOf ?? ((vars: Vars) => vars);
  return {
    run,
    pendingId:
      mutation.isPending && mutation.variables !== undefined ? idOf(mutation.variables) : undefined,
  };
}
