import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { errorMessages, getApplicantsPage, useT, type Application } from 'shared-api';
import { ApplicationStatusBadge, shownApplicationStatus } from 'shared-ui/badges';
import { LoadingScreen } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { contactColumns, createColumnHelper, DataTable } from 'shared-ui/table';
import { DocumentButton } from '../../../components/document-button';
import { adminKeys } from '../../../api/query-keys';
import { IntakeSelect } from '../../../components/intake-select';
import { useIntakePagedQuery } from '../../../hooks/use-intake-paged-query';
import { usePositionChoices } from '../../../hooks/use-position-choices';
import { useDeclineApplication } from '../hooks/use-decline-application';
import { useInviteToBook } from '../hooks/use-invite-to-book';
import { adminPaths } from '../../../api/paths';

const column = createColumnHelper<Application>();

/**
 * /adminDashboard/applications: the review queue (applications still Processing). Applicants
 * chosen with their checkbox are invited to book an interview together (issue 87).
 */
export function ApplicationsPage() {
  const t = useT();
  const { query, rows, server, intakeSelect } = useIntakePagedQuery({
    list: 'applications',
    queryKey: adminKeys.applications,
    fetchPage: getApplicantsPage,
    failureMessage: errorMessages.couldNotGetApplications,
  });
  // The server filters this list by position id.
  const positionChoices = usePositionChoices().byId;
  const { decline, pendingId } = useDeclineApplication();
  const [selected, setSelected] = useState<number[]>([]);
  const { invite, inviting, refused, dismissRefused } = useInviteToBook(() => setSelected([]));

  if (query.isPending) return <LoadingScreen />;

  const onPage = rows.map((row) => row.id);
  const allOnPage = onPage.length > 0 && onPage.every((id) => selected.includes(id));
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((one) => one !== id)));
  const toggleAll = (on: boolean) =>
    setSelected((ids) =>
      on ? [...new Set([...ids, ...onPage])] : ids.filter((id) => !onPage.includes(id)),
    );
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.Name ?? `#${id}`;

  const columns = [
    column.display({
      id: 'select',
      header: () => (
        <Checkbox
          size="small"
          checked={allOnPage}
          indeterminate={!allOnPage && onPage.some((id) => selected.includes(id))}
          onChange={(event) => toggleAll(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('Select all on this page') } }}
        />
      ),
      cell: ({ row: { original } }) => (
        <Checkbox
          size="small"
          checked={selected.includes(original.id)}
          onChange={(event) => toggle(original.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('Select {name}', { name: original.Name }) } }}
        />
      ),
    }),
    ...contactColumns(column),
    column.accessor('Position', { header: t('Application For') }),
    column.accessor((row) => t(shownApplicationStatus(row)), {
      id: 'Status',
      header: t('Status'),
      enableSorting: false,
      cell: ({ row }) => <ApplicationStatusBadge status={shownApplicationStatus(row.original)} />,
    }),
    column.display({
      id: 'cv',
      header: t('CV'),
      cell: ({ row }) => (
        <DocumentButton
          applicationId={row.original.id}
          kind="Cv"
          applicantName={row.original.Name}
        />
      ),
    }),
    column.display({
      id: 'letter',
      header: t('Letter'),
      cell: ({ row }) => (
        <DocumentButton
          applicationId={row.original.id}
          kind="AttachmentLetter"
          applicantName={row.original.Name}
        />
      ),
    }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            color="success"
            component={RouterLink}
            to={adminPaths.scheduleInterview(original.id)}
            aria-label={t('Accept {name}', { name: original.Name })}
          >
            {t('Accept')}
          </Button>
          <Button
            size="small"
            variant="contained"
            color="error"
            disabled={pendingId === original.id}
            onClick={() => void decline(original.id)}
            aria-label={t('Decline {name}', { name: original.Name })}
          >
            {t('Decline')}
          </Button>
        </Stack>
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Internship Applications')}</PageTitle>
      <IntakeSelect {...intakeSelect} />
      {refused.length > 0 && (
        <Alert severity="warning" onClose={dismissRefused} sx={{ mb: 2 }}>
          {t('Not invited:')}
          <ul>
            {refused.map((one) => (
              <li key={one.id}>
                {t('{name}: {reason}', { name: nameOf(one.id), reason: one.message })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        filter={{ columnId: 'Position', label: t('Application For'), options: positionChoices }}
        exportFileName="applications"
        getRowId={(row) => String(row.id)}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {selected.length > 0 && (
              <Typography variant="body2" role="status">
                {t('{count} selected', { count: selected.length })}
              </Typography>
            )}
            <Button
              variant="contained"
              disabled={selected.length === 0 || inviting}
              onClick={() => invite(selected)}
            >
              {t('Invite to book')}
            </Button>
          </Stack>
        }
      />
    </>
  );
}
