import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime, useT } from 'shared-api';
import { InlineLoading, useQueryFailure } from 'shared-ui/feedback';
import { Link as RouterLink } from 'shared-ui/router';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { adminPaths } from '../../../api/paths';
import {
  changesLoadFailure,
  directoryChangesQuery,
  type DirectoryChange,
} from '../api/directory-changes';
import { CHANGE_KINDS } from './change-texts';

const column = createColumnHelper<DirectoryChange>();

/**
 * The changes directories made to accounts, newest first: fifty at a time from the server, the
 * table paging through those brought so far; 'Show older changes' brings the next fifty.
 */
export function RecentChanges() {
  const t = useT();
  const query = useInfiniteQuery(directoryChangesQuery());
  useQueryFailure(query.error, t(changesLoadFailure));
  if (query.isPending) return <InlineLoading />;

  const what = (row: DirectoryChange) => t(CHANGE_KINDS[row.Kind] ?? row.Kind);
  const columns = [
    column.accessor('Directory', { header: t('Directory') }),
    column.accessor('UserName', {
      header: t('Person'),
      cell: ({ row: { original } }) => (
        <Link component={RouterLink} to={adminPaths.editSupervisor(original.UserID)}>
          {original.UserName}
        </Link>
      ),
    }),
    column.accessor((row) => [what(row), row.Detail].filter(Boolean).join(': '), {
      id: 'Change',
      header: t('What changed'),
      meta: { wrap: 'anywhere' },
    }),
    column.accessor('At', {
      header: t('When'),
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
  ];
  return (
    <DataTable
      title={t('Recent changes')}
      columns={columns}
      data={query.data?.pages.flatMap((page) => page.Changes) ?? []}
      getRowId={(row) => String(row.ChangeID)}
      stackOnPhone
      actions={
        query.hasNextPage && (
          <Button
            variant="outlined"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('Show older changes')}
          </Button>
        )
      }
    />
  );
}
