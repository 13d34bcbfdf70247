import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AbsenceRequest, type AbsenceState } from 'shared-api';
import { ABSENCE_REASON_LABELS, ABSENCE_STATE_LABELS, formatDateRange } from 'shared-api/logbook';
import { ToneChip, type Tone } from 'shared-ui/badges';
import { createColumnHelper } from 'shared-ui/table';
import type { AbsenceDecision } from './absence-decision-dialog';

const STATE_TONE: Record<AbsenceState, Tone> = {
  pending: 'orange',
  approved: 'green',
  declined: 'red',
};

const column = createColumnHelper<AbsenceRequest>();

/** The requests' columns; `decide` opens the dialog of a pending request's action. */
export function absenceColumns(
  decide: (request: AbsenceRequest, decision: AbsenceDecision) => void,
) {
  const range = (request: AbsenceRequest) => formatDateRange(request.FirstDay, request.LastDay);
  // As the intern's list writes them: '5 Jan – 6 Jan 2027 (2 days)'.
  const days = (request: AbsenceRequest) =>
    `${range(request)} (${request.Days} ${request.Days === 1 ? 'day' : 'days'})`;
  return [
    column.accessor('InternName', { header: 'Intern', enableSorting: false }),
    column.accessor(days, { id: 'Days', header: 'Days', enableSorting: false }),
    column.accessor((request) => ABSENCE_REASON_LABELS[request.Reason], {
      id: 'Reason',
      header: 'Reason',
      enableSorting: false,
    }),
    column.accessor('Note', { header: 'Note', enableSorting: false }),
    column.accessor('State', {
      header: 'State',
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <ToneChip tone={STATE_TONE[original.State]} label={ABSENCE_STATE_LABELS[original.State]} />
      ),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: 'Action',
      cell: ({ row: { original } }) =>
        original.State === 'pending' && (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="contained"
              onClick={() => decide(original, 'approve')}
              aria-label={`Approve the absence of ${original.InternName}, ${range(original)}`}
            >
              Approve
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => decide(original, 'decline')}
              aria-label={`Decline the absence of ${original.InternName}, ${range(original)}`}
            >
              Decline
            </Button>
          </Stack>
        ),
    }),
  ];
}
