import Stack from '@mui/material/Stack';
import { ToneChip } from 'shared-ui/badges';
import { formatDate, useT, type Task } from 'shared-api';
import { urgencyOf, urgencyText } from '../api/deadlines';

interface DeadlineBadgesProps {
  task: Pick<Task, 'Status' | 'Deadline'>;
  today: string;
  /** Beside a 'Deadline' label the badge shows the date alone. */
  bare?: boolean;
}

/** The Deadline badge, and beside it 'Overdue' or 'Due today/tomorrow/in 2 days' in words. */
export function DeadlineBadges({ task, today, bare = false }: DeadlineBadgesProps) {
  const t = useT();
  const urgency = urgencyOf(task, today);
  const words = urgencyText(task, today);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ToneChip
        tone="grey"
        variant="outlined"
        label={
          bare
            ? formatDate(task.Deadline)
            : t('Deadline: {date}', { date: formatDate(task.Deadline) })
        }
      />
      {words && <ToneChip tone={urgency === 'overdue' ? 'red' : 'yellow'} label={t(words)} />}
    </Stack>
  );
}
