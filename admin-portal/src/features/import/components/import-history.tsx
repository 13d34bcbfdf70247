import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, m, useT } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { adminKeys } from '../../../api/query-keys';
import { importMessages, undoImport, type ImportJob } from '../api/import-calls';
import { KIND_NAMES } from './import-upload';

const column = createColumnHelper<ImportJob>();
const STATUS = m(
  '{status, select, uploaded {Not imported} running {Running} done {Imported} refused {Refused} failed {Failed} undone {Undone} other {{status}}}',
);

/** Every import, newest first: who imported what and when, who undid it; the last one's Undo. */
export function ImportHistory({ imports }: { imports: ImportJob[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const last = imports.find((job) => ['done', 'undone'].includes(job.Status));
  const undo = useConfirmedMutation({
    mutationFn: (job: ImportJob) => undoImport(job.id),
    idOf: (job) => job.id,
    confirm: () => ({ question: t('Undo this import? Its rows are deleted.') }),
    failureMessage: importMessages.couldNotUndo,
    failureKind: 'message',
    onSuccess: ({ message }) => {
      showSuccess(message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.imports });
    },
  });
  const columns = [
    column.accessor((job) => formatDateTime(job.CreatedAt), { id: 'when', header: t('When') }),
    column.accessor((job) => t(KIND_NAMES[job.Kind]), { id: 'kind', header: t('What') }),
    column.accessor('FileName', { header: t('File') }),
    column.accessor('CreatedBy', { header: t('By') }),
    column.accessor((job) => t(STATUS, { status: job.Status }), {
      id: 'status',
      header: t('Status'),
    }),
    column.accessor('DoneRows', { header: t('Rows imported') }),
    column.accessor((job) => job.UndoneBy ?? '', { id: 'undone', header: t('Undone by') }),
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) =>
        original.id === last?.id && original.Status === 'done' ? (
          <Button
            size="small"
            variant="outlined"
            disabled={undo.pendingId === original.id}
            onClick={() => void undo.run(original)}
          >
            {t('Undo')}
          </Button>
        ) : null,
    }),
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t('Imports')}
      </Typography>
      <DataTable
        label={t('Imports')}
        columns={columns}
        data={imports}
        getRowId={(job) => String(job.id)}
      />
    </>
  );
}
