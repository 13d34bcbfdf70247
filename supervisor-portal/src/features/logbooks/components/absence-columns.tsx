import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AbsenceRequest, type AbsenceState, type Translate } from 'shared-api';
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

/**
 * The requests' columns in the language of `t`; `decide` opens the dialog of a pending request's
 * action.
 */
export function absenceColumns(
  decide: (request: AbsenceRequest, decision: AbsenceDecision) => void,
  t: Translate,
) {
  const range = (request: AbsenceRequest) => formatDateRange(request.FirstDay, request.LastDay);
  // As the intern's list writes them: '5 Jan – 6 Jan 2027 (2 days)'.
  const days = (request: AbsenceRequest) =>
    t('{range} ({count, plural, one {# day} other {# days}})', {
      range: range(request),
      count: request.Days,
    });
  const who = (request: AbsenceRequest) => ({ name: request.InternName, range: range(request) });
  return [
    column.accessor('InternName', { header: t('Intern'), enableSorting: false }),
    column.accessor(days, { id: 'Days', header: t('Days'), enableSorting: false }),
    column.accessor((request) => t(ABSENCE_REASON_LABELS[request.Reason]), {
      id: 'Reason',
      header: t('Reason'),
      enableSorting: false,
    }),
    column.accessor('Note', { header: t('Note'), enableSorting: false }),
    column.accessor('State', {
      header: t('State'),
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <ToneChip
          tone={STATE_TONE[original.State]}
          label={t(ABSENCE_STATE_LABELS[original.State])}
        />
      ),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) =>
        original.State === 'pending' && (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="contained"
              onClick={() => decide(original, 'approve')}
              aria-label={t('Approve the absence of {name}, {range}', who(original))}
            >
              {t('Approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => decide(original, 'decline')}
              aria-label={t('Decline the absence of {name}, {range}', who(original))}
            >
              {t('Decline')}
            </Button>
          </Stack>
        ),
    }),
  ];
}
