import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, useLanguage, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import {
  releasesLoadFailure,
  releasesQuery,
  shortRelease,
  type PackageReleases,
} from '../api/get-releases';
import { usePromoteRelease } from '../hooks/use-promote-release';
import { useRollbackRelease } from '../hooks/use-rollback-release';
import { ReleaseActions } from './release-actions';
import { NONE, outcomeText, percentText, releaseFigures } from './release-figures';
import { ReleaseId } from './release-id';

const column = createColumnHelper<PackageReleases>();

/**
 * /adminDashboard/releases (issue 58): each package's live release and the share of users on a
 * new one, with the figures of both; promote the new release to everyone, or roll back.
 */
export function ReleasesPage() {
  const t = useT();
  const language = useLanguage();
  const query = useQuery(releasesQuery());
  useQueryFailure(query.error, t(releasesLoadFailure));
  const { promote, promoting } = usePromoteRelease();
  const { rollBack, rollingBack } = useRollbackRelease();

  if (query.isPending) return <LoadingScreen />;

  const counted = (row: PackageReleases) =>
    t('Counted since {date}', { date: formatDateTime(row.Since) });
  const columns = [
    column.accessor('Package', { header: t('Package') }),
    column.accessor((row) => (row.Live ? shortRelease(row.Live) : NONE), {
      id: 'Live',
      header: t('Live release'),
      cell: ({ row }) => <ReleaseId release={row.original.Live} />,
    }),
    column.accessor((row) => (row.Share ? shortRelease(row.Share.Release) : NONE), {
      id: 'New',
      header: t('New release'),
      cell: ({ row }) => <ReleaseId release={row.original.Share?.Release} />,
    }),
    column.accessor((row) => (row.Share ? percentText(row.Share.Percent, 0, language) : NONE), {
      id: 'Share',
      header: t('Share'),
    }),
    column.accessor((row) => releaseFigures(row, language).views, {
      id: 'PageViews',
      header: t('Page views'),
      cell: ({ getValue, row }) => <span title={counted(row.original)}>{getValue()}</span>,
    }),
    column.accessor((row) => releaseFigures(row, language).errorRate, {
      id: 'ErrorRate',
      header: t('Error rate'),
      cell: ({ getValue, row }) => <span title={counted(row.original)}>{getValue()}</span>,
    }),
    column.accessor(
      ({ LastEnded }) =>
        LastEnded ? [outcomeText(LastEnded, t), LastEnded.Reason].filter(Boolean).join(': ') : NONE,
      {
        id: 'LastOutcome',
        header: t('Last outcome'),
        cell: ({ getValue, row: { original } }) =>
          original.LastEnded?.Reason ? (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {outcomeText(original.LastEnded, t)}
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {original.LastEnded.Reason}
              </Box>
            </>
          ) : (
            getValue()
          ),
      },
    ),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <ReleaseActions
          row={original}
          onPromote={() => void promote(original)}
          onRollBack={() => void rollBack(original)}
          busy={promoting === original.Package || rollingBack === original.Package}
        />
      ),
    }),
  ];

  return (
    <>
      <PageTitle>{t('Releases')}</PageTitle>
      {/* Eight columns do not share a phone's width: each package a block of its figures. */}
      <DataTable
        columns={columns}
        data={query.data ?? []}
        getRowId={(row) => row.Package}
        stackOnPhone
      />
    </>
  );
}
