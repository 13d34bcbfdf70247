import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useT, type AbsenceRequest, type AbsenceState } from 'shared-api';
import { ABSENCE_STATE_LABELS, getAbsenceRequestsPage, logbookMessages } from 'shared-api/logbook';
import { InlineLoading } from 'shared-ui/feedback';
import { DataTable, usePagedQuery } from 'shared-ui/table';
import { supervisorKeys } from '../../../api/query-keys';
import { absenceColumns } from './absence-columns';
import { AbsenceDecisionDialog, type AbsenceDecision } from './absence-decision-dialog';

const STATES = Object.keys(ABSENCE_STATE_LABELS) as AbsenceState[];

/** The interns' absence requests, pending first, each pending one with Approve and Decline. */
export function AbsenceRequestsSection() {
  const t = useT();
  const { query, rows, server } = usePagedQuery({
    queryKey: supervisorKeys.absences,
    fetchPage: getAbsenceRequestsPage,
    failureMessage: logbookMessages.couldNotGetAbsences,
  });
  const [deciding, setDeciding] = useState<{
    request: AbsenceRequest;
    decision: AbsenceDecision;
  }>();
  const headingId = useId();
  const columns = useMemo(
    () => absenceColumns((request, decision) => setDeciding({ request, decision }), t),
    [t],
  );
  const stateOptions = useMemo(
    () => STATES.map((state) => ({ value: state, label: t(ABSENCE_STATE_LABELS[state]) })),
    [t],
  );
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('Absence Requests')}
      </Typography>
      {query.isPending ? (
        <InlineLoading />
      ) : (
        <DataTable
          label={t('Absence Requests')}
          columns={columns}
          data={rows}
          server={server}
          filter={{ columnId: 'State', label: t('State'), options: stateOptions }}
          getRowId={(request) => String(request.Id)}
        />
      )}
      {deciding && (
        <AbsenceDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </section>
  );
}
