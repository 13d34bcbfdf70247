import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { logbookReviewMessages, pendingAbsencesLine, waitingEntriesLine } from 'shared-api/logbook';
import { useQueryFailure } from 'shared-ui/feedback';
import { Link as RouterLink } from 'shared-ui/router';
import { logbookCountsQuery } from '../../../api/logbook-queries';
import { supervisorPaths } from '../../../api/paths';

function Line({ text }: { text: string }) {
  return (
    <Typography>
      <Link component={RouterLink} to={supervisorPaths.logbooks}>
        {text}
      </Link>
    </Typography>
  );
}

/** What waits for the supervisor on the Logbooks screen; nothing when nothing waits. */
export function LogbookLines() {
  const query = useQuery(logbookCountsQuery());
  useQueryFailure(query.error, logbookReviewMessages.couldNotGetLogbookCounts);
  const { Waiting = 0, PendingAbsences = 0 } = query.data ?? {};
  if (Waiting === 0 && PendingAbsences === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      {Waiting > 0 && <Line text={waitingEntriesLine(Waiting)} />}
      {PendingAbsences > 0 && <Line text={pendingAbsencesLine(PendingAbsences)} />}
    </Stack>
  );
}
