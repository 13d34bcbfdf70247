import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { translate, useT } from 'shared-api';
import { LoadingScreen, showSuccess, useQueryFailure } from 'shared-ui/feedback';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { adminPaths } from '../../../api/paths';
import {
  issueLetter,
  letterMessages,
  letterStatusQuery,
  useInvalidateLetters,
  type IssuedLetter,
} from '../api/letter-queries';
import { LettersTable } from './letters-table';
import { RevokeDialog } from './revoke-dialog';
import { VerifyAddress } from './verify-address';

/**
 * /adminDashboard/interns/{id}/letter: the intern's completion letter (issue 49). A letter is
 * issued once the final evaluation is submitted; a wrong one is revoked, then a corrected one
 * issued.
 */
export function LetterPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(letterStatusQuery(id));
  useQueryFailure(query.error, t(letterMessages.couldNotGetLetters));
  const invalidate = useInvalidateLetters(id);
  const [revoking, setRevoking] = useState<IssuedLetter | null>(null);
  const issue = useConfirmedMutation({
    mutationFn: (internId: string) => issueLetter(internId),
    failureMessage: t(letterMessages.couldNotIssue),
    failureKind: 'message',
    onSuccess: () => {
      showSuccess(translate(letterMessages.issued));
      return invalidate();
    },
  });

  if (query.isPending) return <LoadingScreen />;
  const status = query.data;
  const validLetter = status?.Letters.find((letter) => letter.RevokedAt === null);
  const hasValidLetter = validLetter !== undefined;

  return (
    <Stack spacing={2}>
      <PageTitle>{t('Completion Letter')}</PageTitle>
      {status ? (
        <>
          <Typography>{t('Intern: {name}', { name: status.Intern.Name })}</Typography>
          <Typography>
            {status.EvaluationSubmitted
              ? t('Final evaluation: Submitted')
              : t('Final evaluation: Not submitted yet')}
          </Typography>
          {validLetter && (
            <>
              <VerifyAddress letter={validLetter} />
              <Typography color="text.secondary">
                {t('To correct the letter, revoke it, then issue a new one.')}
              </Typography>
            </>
          )}
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              onClick={() => void issue.run(id)}
              disabled={!status.EvaluationSubmitted || hasValidLetter || issue.pendingId === id}
            >
              {t('Issue Letter')}
            </Button>
            <Button component={RouterLink} to={adminPaths.performance(id)}>
              {t('Back to Performance')}
            </Button>
          </Stack>
          <LettersTable letters={status.Letters} onRevoke={setRevoking} />
          <RevokeDialog internId={id} letter={revoking} onClose={() => setRevoking(null)} />
        </>
      ) : (
        <LoadRefusal
          error={query.error}
          catalogueMessage={t(letterMessages.couldNotGetLetters)}
          backTo={adminPaths.interns}
          backLabel={t('Back to Interns')}
        />
      )}
    </Stack>
  );
}
