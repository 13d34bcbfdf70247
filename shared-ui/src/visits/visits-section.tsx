import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDate, useT, type Translate } from 'shared-api';
import {
  FORMER_ACADEMIC_SUPERVISOR,
  scoresText,
  visitMessages,
  type Countersignature,
  type Visit,
} from 'shared-api/visits';
import { InlineLoading, useQueryFailure } from 'shared-ui/feedback';
import { createColumnHelper, DataTable } from 'shared-ui/table';

const column = createColumnHelper<Visit>();

/** A name as stored; an erased account's stand-in in the language on screen. */
const nameIn = (t: Translate, name: string) =>
  name === FORMER_ACADEMIC_SUPERVISOR ? t(FORMER_ACADEMIC_SUPERVISOR) : name;

// Newest first, as the server answers; in the language on screen.
const columnsIn = (t: Translate) => [
  column.accessor((visit) => formatDate(visit.VisitedOn), {
    id: 'Date',
    header: t('Date'),
    sortingFn: (a, b) => a.original.VisitedOn.localeCompare(b.original.VisitedOn),
  }),
  column.accessor((visit) => nameIn(t, visit.VisitorName), {
    id: 'AcademicSupervisor',
    header: t('Academic supervisor'),
  }),
  column.accessor('Met', { header: t('Who was met') }),
  column.accessor('Assessment', { header: t('Assessment'), enableSorting: false }),
  column.accessor((visit) => scoresText(visit.Scores), {
    id: 'Scores',
    header: t('Scores'),
    enableSorting: false,
  }),
];

export interface VisitsSectionProps {
  /** undefined while they load, or after a failed load. */
  visits: Visit[] | undefined;
  error?: unknown;
}

/**
 * "Workplace visits" (issue 70): the academic supervisor's visits to the intern, each with who
 * was met, the assessment and the scores; stacked on a phone, nothing sideways.
 */
export function VisitsSection({ visits, error }: VisitsSectionProps) {
  const t = useT();
  const columns = useMemo(() => columnsIn(t), [t]);
  if (visits && visits.length > 0) {
    return (
      <DataTable
        title={t('Workplace visits')}
        columns={columns}
        data={visits}
        getRowId={(visit) => String(visit.Id)}
        stackOnPhone
      />
    );
  }
  return (
    <section aria-label={t('Workplace visits')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('Workplace visits')}
      </Typography>
      {visits ? (
        <Typography color="text.secondary">{t('No workplace visits yet.')}</Typography>
      ) : error ? (
        <Alert severity="error">{t(visitMessages.couldNotGetVisits)}</Alert>
      ) : (
        <InlineLoading />
      )}
    </section>
  );
}

/** The section of a portal's visits query (each portal keys its own): loads it, says a failure. */
export function VisitsQuerySection<Key extends QueryKey>({
  query,
}: {
  query: UseQueryOptions<Visit[], Error, Visit[], Key>;
}) {
  const { data, error } = useQuery(query);
  useQueryFailure(error, visitMessages.couldNotGetVisits);
  return <VisitsSection visits={data} error={error} />;
}

/** "Countersigned by <name> on <date>" under a signed week; nothing when it is not. */
export function CountersignatureNote({
  countersignature,
}: {
  countersignature: Countersignature | undefined;
}) {
  const t = useT();
  if (!countersignature) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('Countersigned by {name} on {date}', {
        name: nameIn(t, countersignature.SignerName),
        date: formatDate(countersignature.SignedAt),
      })}
    </Typography>
  );
}
