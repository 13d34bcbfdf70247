import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useT, type Task } from 'shared-api';
import { WaitingToSend } from '../../../components/waiting-to-send';
import { useCompleteTask } from '../hooks/use-complete-task';

/**
 * The one-way completion checkbox (spec §4). Once ticked it stays ticked: it keeps its place in
 * the tab order (aria-disabled rather than disabled), so keyboard focus is not lost on completion.
 * A completion kept on the phone shows ticked, 'Waiting to send'.
 */
export function CompleteCheckbox({ task }: { task: Pick<Task, 'id' | 'Task' | 'Status'> }) {
  const t = useT();
  // Ticked in the click's own render: the mutation's pending state arrives a task later, and
  // the controlled box would meanwhile show unticked again. A failure unticks it (retry).
  const [ticked, setTicked] = useState(false);
  const { complete, isPending, waiting } = useCompleteTask(task, () => setTicked(false));
  const done = task.Status === 'Completed' || waiting;
  const locked = done || ticked || isPending;
  const box = (
    <FormControlLabel
      label={t('Completed')}
      sx={locked ? { '& .MuiFormControlLabel-label': { color: 'text.secondary' } } : undefined}
      control={
        <Checkbox
          checked={locked}
          onChange={(event) => {
            if (!event.target.checked || locked) return;
            setTicked(true);
            complete();
          }}
          slotProps={{
            input: {
              'aria-label': t('Completed: {task}', { task: task.Task }),
              'aria-disabled': locked ? true : undefined,
            },
          }}
        />
      }
    />
  );
  if (!waiting) return box;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {box}
      <WaitingToSend />
    </Stack>
  );
}
