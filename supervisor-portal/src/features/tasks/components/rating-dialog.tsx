import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT, type RateTaskPayload, type Task } from 'shared-api';
import { rateTaskSchema } from 'shared-api/forms';
import { RatingSlider } from 'shared-ui/rating-slider';
import { useRateTask } from '../hooks/use-rate-task';

interface RatingDialogProps {
  task: Task;
  /** 'Add Rating' or 'Edit Rating', by the rating display rules, in the language on screen. */
  title: string;
  onClose: () => void;
}

/** The rating slider, starting at 0 or at the existing rating; Save sends it. */
export function RatingDialog({ task, title, onClose }: RatingDialogProps) {
  const t = useT();
  const { submit } = useRateTask(task);
  const titleId = useId();
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RateTaskPayload>({
    resolver: zodResolver(rateTaskSchema),
    defaultValues: { rating: task.Rating ?? 0 },
  });

  const onSubmit = handleSubmit(async (payload) => {
    if (await submit(payload, { setError, getValues })) onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormErrorSummary control={control} />
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <RatingSlider
                value={field.value}
                onChange={field.onChange}
                error={errors.rating?.message}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('Save Rating')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
