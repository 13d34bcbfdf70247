import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useT, type Performance } from 'shared-api';
import { RatingBadge, TaskRating } from '../badges/badges';
import { ratingPoints } from './rating-points';

const RatingsChart = lazy(() => import('./ratings-chart'));

export interface PerformanceReportProps {
  performance: Performance;
  /** The card's heading; 'Performance' unless given. */
  title?: string;
}

/**
 * A performance card: each task with its rating display (spec §4), the overall percentage and,
 * once two tasks are rated, a chart of the ratings over time. The list carries every number, so
 * the chart is only a picture of it (and hidden from screen readers).
 */
export function PerformanceReport({ performance, title }: PerformanceReportProps) {
  const t = useT();
  const points = ratingPoints(performance.Tasks);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title === undefined ? t('Performance') : title && t(title)}
        </Typography>
        {performance.Tasks.length === 0 ? (
          <Typography color="text.secondary">{t('No tasks yet')}</Typography>
        ) : (
          <List dense aria-label={t('Task ratings')}>
            {performance.Tasks.map((task) => (
              <ListItem key={task.id} sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {task.Task}
                </Typography>
                <TaskRating task={task} />
              </ListItem>
            ))}
          </List>
        )}
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 'bold' }}>{t('Overall Performance:')}</Typography>
          {performance.Overall === null ? (
            <Typography color="text.secondary">{t('Not rated')}</Typography>
          ) : (
            <RatingBadge rating={performance.Overall} />
          )}
        </Box>
        {points.length >= 2 && (
          <Box aria-hidden inert sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{t('Ratings over time')}</Typography>
            <Suspense fallback={<Box sx={{ height: 220 }} />}>
              <RatingsChart points={points} />
            </Suspense>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
