import { m, translate } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { shortRelease, type PackageReleases } from '../api/get-releases';
import { promoteRelease } from '../api/promote-release';
import { useInvalidateReleases } from './use-invalidate-releases';

export const promoteTexts = {
  question: m('Promote {release} of {package} to every user?'),
  confirm: m('Promote'),
  done: m('{package}: release {release} is live for everyone.'),
  failure: m('Could not promote the release'),
};

/** 'Promote' after the question: the share's release goes live for everyone. */
export function usePromoteRelease() {
  const invalidate = useInvalidateReleases();
  const named = (row: PackageReleases) => ({
    package: row.Package,
    release: shortRelease(row.Share?.Release ?? ''),
  });
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (row: PackageReleases) => promoteRelease(row.Package),
    // The question is the dialog's title: it needs no line under it.
    confirm: (row) => ({
      title: translate(promoteTexts.question, named(row)),
      question: '',
      confirmText: promoteTexts.confirm,
    }),
    failureMessage: promoteTexts.failure,
    idOf: (row) => row.Package,
    onSuccess: (_answer, row) => {
      showSuccess(translate(promoteTexts.done, named(row)));
      return invalidate();
    },
    // A refusal (409) means the screen is behind the server: show it as the server has it.
    onFailure: (failure) => {
      if (failure.status === 409) void invalidate();
    },
  });
  return { promote: run, promoting: pendingId };
}
