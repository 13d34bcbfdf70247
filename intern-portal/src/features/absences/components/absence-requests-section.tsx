import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useT, type AbsenceRequest, type Translate } from 'shared-api';
import { ABSENCE_REASON_LABELS, ABSENCE_STATE_LABELS, formatDateRange } from 'shared-api/logbook';
import { InlineLoading } from 'shared-ui/feedback';
import { Link } from 'shared-ui/router';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { internPaths } from '../../../api/paths';
import { myAbsencesList } from '../api/absence-queries';
import { AbsenceStateBadge } from './absence-state-badge';

const column = createColumnHelper<AbsenceRequest>();

// The server orders them newest first, and sorts by nothing else. In the language on screen.
const columnsIn = (t: Translate) => [
  column.accessor(
    ({ FirstDay, LastDay, Days }) =>
      t('{range} ({days, plural, one {# day} other {# days}})', {
        range: formatDateRange(FirstDay, LastDay),
        days: Days,
      }),
    { id: 'Days', header: t('Days'), enableSorting: false },
  ),
  column.accessor((request) => t(ABSENCE_REASON_LABELS[request.Reason]), {
    id: 'Reason',
    header: t('Reason'),
    enableSorting: false,
  }),
  column.accessor((request) => t(ABSENCE_STATE_LABELS[request.State]), {
    id: 'State',
    header: t('State'),
    enableSorting: false,
    cell: ({ row: { original } }) => <AbsenceStateBadge state={original.State} />,
  }),
  column.accessor((request) => request.Remark ?? '', {
    id: 'Remark',
    header: t('Remark'),
    enableSorting: false,
  }),
];

/** The Logbook page's Absence Requests: the intern's requests, a page at a time, and a new one. */
export function AbsenceRequestsSection() {
  const t = useT();
  const columns = useMemo(() => columnsIn(t), [t]);
  const { query, rows, server } = usePagedQuery(myAbsencesList);
  if (query.isPending) return <InlineLoading />;
  return (
    <DataTable
      title={t('Absence Requests')}
      columns={columns}
      data={rows}
      server={server}
      getRowId={(request) => String(request.Id)}
      // The remark, a sentence, needs the phone's whole width.
      stackOnPhone
      actions={
        <Button variant="contained" component={Link} to={internPaths.requestAbsence}>
          {t('Request Absence')}
        </Button>
      }
    />
  );
}
