import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, todayInTimeZone, useT } from 'shared-api';
import {
  addDays,
  interviewBookingMessages,
  mondayOf,
  type SlotsCreated,
} from 'shared-api/interview-booking';
import { emptySlotForm, type SlotFormValues } from 'shared-api/interview-slot-form';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { positionsQuery } from 'shared-ui/profile';
import { IntakeSelect } from '../../../components/intake-select';
import { NO_INTAKE, useIntakeChoice } from '../../../hooks/use-intake-choice';
import { slotWeekQuery } from '../api/slot-queries';
import { useCancelSlot } from '../hooks/use-cancel-slot';
import { useDidNotAttend } from '../hooks/use-did-not-attend';
import { useMakeSlots } from '../hooks/use-make-slots';
import { SlotForm } from './slot-form';
import { SlotWeek } from './slot-week';

const DIALOG_TITLE_ID = 'make-slots-title';

/**
 * /adminDashboard/interviewSlots (issue 87): the interview slots of a week, who booked which and
 * what is free, one intake's or every one's; "Make slots" makes one or a series.
 */
export function InterviewSlotsPage() {
  const t = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { intake, setIntake, options } = useIntakeChoice();
  const [monday, setMonday] = useState(() => mondayOf(todayInTimeZone()));
  const query = useQuery(slotWeekQuery(monday, intake));
  useQueryFailure(query.error, interviewBookingMessages.couldNotGetSlots);
  const positions = useQuery(positionsQuery()).data ?? [];
  const [formOpen, setFormOpen] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const { cancel, pendingId: cancellingId } = useCancelSlot();
  const { markAbsent, pendingId: markingId } = useDidNotAttend();
  const { make, refusal } = useMakeSlots((answer: SlotsCreated, values: SlotFormValues) => {
    setWarnings(answer.Warnings);
    setFormOpen(false);
    // Show the week of the first slot made.
    setMonday(mondayOf(values.Mode === 'one' ? values.Day : values.FirstDay));
  });

  if (query.isPending) return <LoadingScreen />;
  const week = query.data;
  const live = week?.Slots.filter((slot) => !slot.Cancelled) ?? [];
  const booked = live.reduce((sum, slot) => sum + slot.Booked, 0);
  const free = live.reduce((sum, slot) => sum + slot.Free, 0);
  const defaultIntake = intake || options[0]?.value || NO_INTAKE;

  return (
    <>
      <PageTitle>{t('Interview slots')}</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <IntakeSelect options={options} value={intake} onChange={setIntake} />
        <Button variant="contained" onClick={() => setFormOpen(true)} sx={{ ml: { sm: 'auto' } }}>
          {t('Make slots')}
        </Button>
      </Box>
      {warnings.length > 0 && (
        <Alert severity="warning" onClose={() => setWarnings([])} sx={{ my: 2 }}>
          {t('Made, but some interviewers are in two places at once:')}
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button variant="outlined" onClick={() => setMonday(addDays(monday, -7))}>
          {t('Previous week')}
        </Button>
        <Button variant="outlined" onClick={() => setMonday(mondayOf(todayInTimeZone()))}>
          {t('This week')}
        </Button>
        <Button variant="outlined" onClick={() => setMonday(addDays(monday, 7))}>
          {t('Next week')}
        </Button>
      </Stack>
      <Typography component="h2" variant="h6">
        {t('{from} to {to}', { from: formatDate(monday), to: formatDate(addDays(monday, 6)) })}
      </Typography>
      {week && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('{slots, plural, one {# slot} other {# slots}}, {booked} booked, {free} free', {
              slots: live.length,
              booked,
              free,
            })}
          </Typography>
          {week.Truncated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('Only the first 1000 slots of this week are shown: choose an intake.')}
            </Alert>
          )}
          <SlotWeek
            week={week}
            // The week as it was read: a slot started by then offers 'Did not attend'.
            now={query.dataUpdatedAt}
            onCancel={cancel}
            cancellingId={cancellingId}
            onDidNotAttend={markAbsent}
            markingId={markingId}
          />
        </>
      )}
      <Dialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby={DIALOG_TITLE_ID}
      >
        <DialogTitle id={DIALOG_TITLE_ID}>{t('Make interview slots')}</DialogTitle>
        {formOpen && (
          <SlotForm
            defaultValues={emptySlotForm(defaultIntake)}
            positions={positions}
            refusal={refusal}
            onSubmit={make}
            onClose={() => setFormOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
}
