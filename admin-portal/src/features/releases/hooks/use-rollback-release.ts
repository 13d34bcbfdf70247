import { m, translate } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import type { PackageReleases } from '../api/get-releases';
import { rollbackRelease } from '../api/rollback-release';
import { useInvalidateReleases } from './use-invalidate-releases';

export const rollbackTexts = {
  question: m('Roll back {package}?'),
  explanation: m('Users on the new release get the live one at their next page load.'),
  // Without a share, a rollback changes the live release itself.
  liveExplanation: m('Every user gets the release before the live one at their next page load.'),
  confirm: m('Roll back'),
  done: m('{package} is rolled back.'),
  failure: m('Could not roll back the release'),
};

/** 'Roll back' after the question: ends the share, or brings back the release before the live one. */
export function useRollbackRelease() {
  const invalidate = useInvalidateReleases();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (row: PackageReleases) => rollbackRelease(row.Package),
    confirm: (row) => ({
      title: translate(rollbackTexts.question, { package: row.Package }),
      question: row.Share ? rollbackTexts.explanation : rollbackTexts.liveExplanation,
      confirmText: rollbackTexts.confirm,
    }),
    failureMessage: rollbackTexts.failure,
    idOf: (row) => row.Package,
    onSuccess: (_answer, row) => {
      showSuccess(translate(rollbackTexts.done, { package: row.Package }));
      return invalidate();
    },
    // A refusal (409) means the screen is behind the server: show it as the server has it.
    onFailure: (failure) => {
      if (failure.status === 409) void invalidate();
    },
  });
  return { rollBack: run, rollingBack: pendingId };
}
