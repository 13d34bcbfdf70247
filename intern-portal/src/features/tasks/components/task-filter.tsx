import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useT } from 'shared-api';

export type TaskFilterValue = 'all' | 'open';

interface TaskFilterProps {
  value: TaskFilterValue;
  onChange: (value: TaskFilterValue) => void;
  counts: Record<TaskFilterValue, number>;
}

/** All tasks, or only the open ones (not yet completed). */
export function TaskFilter({ value, onChange, counts }: TaskFilterProps) {
  const t = useT();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={t('Show tasks')}
      value={value}
      onChange={(_, next: TaskFilterValue | null) => next && onChange(next)}
    >
      {/* As the supervisor's filter: the labels as written, not in capitals. */}
      <ToggleButton value="all" sx={{ textTransform: 'none' }}>
        {t('All tasks ({count})', { count: counts.all })}
      </ToggleButton>
      <ToggleButton value="open" sx={{ textTransform: 'none' }}>
        {t('Open tasks ({count})', { count: counts.open })}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
