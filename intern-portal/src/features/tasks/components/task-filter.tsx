import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type TaskFilterValue = 'all' | 'open';

interface TaskFilterProps {
  value: TaskFilterValue;
  onChange: (value: TaskFilterValue) => void;
  counts: Record<TaskFilterValue, number>;
}

/** All tasks, or only the open ones (not yet completed). */
export function TaskFilter({ value, onChange, counts }: TaskFilterProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label="Show tasks"
      value={value}
      onChange={(_, next: TaskFilterValue | null) => next && onChange(next)}
    >
      {/* As the supervisor's filter: the labels as written, not in capitals. */}
      <ToggleButton value="all" sx={{ textTransform: 'none' }}>
        All tasks ({counts.all})
      </ToggleButton>
      <ToggleButton value="open" sx={{ textTransform: 'none' }}>
        Open tasks ({counts.open})
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
