import { formatDateTime, useT } from 'shared-api';
import { ToneChip } from 'shared-ui/badges';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import type { Directory } from '../api/directories';
import { useDisconnectDirectory } from '../hooks/use-disconnect-directory';
import { useRenewToken } from '../hooks/use-renew-token';
import { NONE } from './change-texts';
import { DirectoryActions } from './directory-actions';
import type { ShownToken } from './new-token';

const column = createColumnHelper<Directory>();
const when = (at: string | null) => (at ? formatDateTime(at) : NONE);

/** The directories, connected ones first: their last request and error, and what they did. */
export function DirectoriesTable({
  rows,
  onToken,
}: {
  rows: Directory[];
  onToken: (shown: ShownToken) => void;
}) {
  const t = useT();
  const { renew, renewing } = useRenewToken(onToken);
  const { disconnect, disconnecting } = useDisconnectDirectory();
  const columns = [
    column.accessor('Name', { header: t('Name') }),
    column.accessor((row) => (row.Connected ? t('Connected') : t('Disconnected')), {
      id: 'Status',
      header: t('Status'),
      cell: ({ getValue, row }) => (
        <ToneChip tone={row.original.Connected ? 'green' : 'grey'} label={getValue()} />
      ),
    }),
    column.accessor((row) => when(row.LastRequestAt), {
      id: 'LastRequest',
      header: t('Last request'),
    }),
    column.accessor(
      (row) => (row.LastError ? `${row.LastError} (${when(row.LastErrorAt)})` : NONE),
      // A directory's reason may hold long words (attribute paths, ids).
      { id: 'LastError', header: t('Last error'), meta: { wrap: 'anywhere' } },
    ),
    column.accessor('Created', { header: t('Created') }),
    column.accessor('Updated', { header: t('Updated') }),
    column.accessor('Deactivated', { header: t('Deactivated') }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <DirectoryActions
          row={original}
          onRenew={() => void renew(original)}
          onDisconnect={() => void disconnect(original)}
          busy={renewing === original.DirectoryID || disconnecting === original.DirectoryID}
        />
      ),
    }),
  ];
  return (
    <DataTable
      title={t('Directories')}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.DirectoryID)}
      // Eight columns do not share a phone's width: each directory a block of its figures.
      stackOnPhone
    />
  );
}
