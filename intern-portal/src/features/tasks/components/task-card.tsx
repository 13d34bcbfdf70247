import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'shared-ui/router';
import { useT, type Task } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { internPaths } from '../../../api/paths';
import { urgencyOf } from '../api/deadlines';
import { CompleteCheckbox } from './complete-checkbox';
import { DeadlineBadges } from './deadline-badges';

const EDGE = { overdue: 'error.main', soon: '#fbc02d', later: 'primary.light', done: 'divider' };

interface TaskCardProps {
  task: Task;
  today: string;
  hasNewRemark: boolean;
}

/** One task on the grid: name, badges, the completion checkbox and 'View More'. */
export function TaskCard({ task, today, hasNewRemark }: TaskCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderLeft: 6,
        borderLeftColor: EDGE[urgencyOf(task, today)],
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {task.Task}
        </Typography>
        <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <DeadlineBadges task={task} today={today} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TaskStatusBadge status={task.Status} />
            <TaskRating task={task} />
            {hasNewRemark && <Chip size="small" color="primary" label={t('New remark')} />}
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', px: 2 }}>
        <CompleteCheckbox task={task} />
        <Box>
          <Button component={Link} to={internPaths.task(task.id)} aria-describedby={titleId}>
            {t('View More')}
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}
