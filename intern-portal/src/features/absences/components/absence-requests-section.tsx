import Button from '@mui/material/Button';
import { type AbsenceRequest } from 'shared-api';
import { ABSENCE_REASON_LABELS, ABSENCE_STATE_LABELS, formatDateRange } from 'shared-api/logbook';
import { InlineLoading } from 'shared-ui/feedback';
import { Link } from 'shared-ui/router';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { internPaths } from '../../../api/paths';
import { myAbsencesList } from '../api/absence-queries';
import { AbsenceStateBadge } from './absence-state-badge';

const column = createColumnHelper<AbsenceRequest>();

const daysText = ({ FirstDay, LastDay, Days }: AbsenceRequest) =>
  `${formatDateRange(FirstDay, LastDay)} (${Days} ${Days === 1 ? 'day' : 'days'})`;

// The server orders them newest first, and sorts by nothing else.
const columns = [
  column.accessor(daysText, { id: 'Days', header: 'Days', enableSorting: false }),
  column.accessor((request) => ABSENCE_REASON_LABELS[request.Reason], {
    id: 'Reason',
    header: 'Reason',
    enableSorting: false,
  }),
  column.accessor((request) => ABSENCE_STATE_LABELS[request.State], {
    id: 'State',
    header: 'State',
    enableSorting: false,
    cell: ({ row: { original } }) => <AbsenceStateBadge state={original.State} />,
  }),
  column.accessor((request) => request.Remark ?? '', {
    id: 'Remark',
    header: 'Remark',
    enableSorting: false,
  }),
];

/** The Logbook page's Absence Requests: the intern's requests, a page at a time, and a new one. */
export function AbsenceRequestsSection() {
  const { query, rows, server } = usePagedQuery(myAbsencesList);
  if (query.isPending) return <InlineLoading />;
  return (
    <DataTable
      title="Absence Requests"
      columns={columns}
      data={rows}
      server={server}
      getRowId={(request) => String(request.Id)}
      actions={
        <Button variant="contained" component={Link} to={internPaths.requestAbsence}>
          Request Absence
        </Button>
      }
    />
  );
}
