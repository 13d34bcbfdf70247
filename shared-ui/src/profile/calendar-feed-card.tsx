import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from 'shared-api';
import {
  getCalendarFeed,
  interviewBookingKeys,
  interviewBookingMessages,
  renewCalendarFeed,
} from 'shared-api/interview-booking';
import { InlineLoading } from '../feedback/inline-loading';
import { showError, showSuccess } from '../feedback/notification-store';
import { useConfirmedMutation } from '../mutations/use-confirmed-mutation';

/**
 * The profile's `Calendar feed` (issue 87), for those who interview (supervisors and
 * administrators): the private address of their coming interviews, for Outlook or Google Calendar
 * to subscribe to; `Copy` puts it on the clipboard, `Renew` makes a new one and ends the old.
 */
export function CalendarFeedCard() {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: interviewBookingKeys.calendarFeed, queryFn: getCalendarFeed });
  const renewal = useConfirmedMutation({
    mutationFn: () => renewCalendarFeed(),
    idOf: () => 'renew',
    confirm: () => ({ question: interviewBookingMessages.confirmRenewFeed, destructive: true }),
    failureMessage: interviewBookingMessages.couldNotRenewCalendarFeed,
    onSuccess: (answer) => {
      queryClient.setQueryData(interviewBookingKeys.calendarFeed, { Url: answer.Url });
      showSuccess(answer.message);
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(interviewBookingMessages.copied);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is there to select.
      showError(t('Could not copy: select the address and copy it yourself.'));
    }
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('Calendar feed')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t(
          'Subscribe to this address in Outlook or Google Calendar to see your coming interviews. Keep it private: anyone with it can read them.',
        )}
      </Typography>
      {query.isPending && <InlineLoading />}
      {query.isError && (
        <Typography>{t(interviewBookingMessages.couldNotGetCalendarFeed)}</Typography>
      )}
      {query.data && (
        <>
          <TextField
            label={t('Calendar feed address')}
            value={query.data.Url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={() => void copy(query.data.Url)}>
              {t('Copy')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={renewal.pendingId !== undefined}
              onClick={() => void renewal.run(undefined)}
            >
              {t('Renew')}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
