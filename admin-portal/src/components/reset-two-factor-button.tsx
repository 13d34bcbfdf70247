import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useT, type Id } from 'shared-api';
import { resetUserTwoFactor, twoFactorMessages } from 'shared-api/two-factor';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { adminKeys } from '../api/query-keys';

/**
 * 'Reset two-factor' (issue 68), for a person whose phone is lost: asked first, then their
 * authenticator app no longer signs them in (the server records it and e-mails them).
 */
export function ResetTwoFactorButton({ userId }: { userId: Id }) {
  const t = useT();
  const queryClient = useQueryClient();
  const reset = useConfirmedMutation({
    mutationFn: resetUserTwoFactor,
    confirm: () => ({
      question: twoFactorMessages.resetQuestion,
      confirmText: t('Reset two-factor'),
      destructive: true,
    }),
    failureMessage: twoFactorMessages.couldNotReset,
    failureKind: 'message',
    onSuccess: async (message) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.userSignIn(userId) });
      showSuccess(message);
    },
  });
  return (
    <Button
      variant="outlined"
      color="error"
      size="small"
      disabled={reset.pendingId !== undefined}
      onClick={() => void reset.run(userId)}
      sx={{ alignSelf: 'flex-start', mt: 1 }}
    >
      {t('Reset two-factor')}
    </Button>
  );
}
