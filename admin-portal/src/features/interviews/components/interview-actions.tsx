import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'shared-ui/router';
import { useT, type Application } from 'shared-api';
import type { InterviewDecision } from '../hooks/use-interview-decision';
import { adminPaths } from '../../../api/paths';
import { viewInfoId } from '../hooks/use-focus-after-decision';

interface InterviewActionsProps {
  application: Application;
  onDecide: (id: number, decision: InterviewDecision) => void;
  busy: boolean;
}

/** Accept/Decline while Accepted For Interview; View Info (and Re-accept once Declined) else. */
export function InterviewActions({ application, onDecide, busy }: InterviewActionsProps) {
  const t = useT();
  const { id, Name, ApplicationStatus } = application;
  if (ApplicationStatus === 'Accepted') {
    return (
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={busy}
          onClick={() => onDecide(id, 'accept')}
          aria-label={t('Accept {name}', { name: Name })}
        >
          {t('Accept')}
        </Button>
        <Button
          size="small"
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() => onDecide(id, 'reject')}
          aria-label={t('Decline {name}', { name: Name })}
        >
          {t('Decline')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button
        id={viewInfoId(id)}
        size="small"
        variant="outlined"
        component={RouterLink}
        to={adminPaths.interviewDetails(id)}
        aria-label={t('View Info of {name}', { name: Name })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('View Info')}
      </Button>
      {ApplicationStatus === 'Declined' && (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={adminPaths.scheduleInterview(id)}
          aria-label={t('Re-accept {name}', { name: Name })}
        >
          {t('Re-accept')}
        </Button>
      )}
    </Stack>
  );
}
