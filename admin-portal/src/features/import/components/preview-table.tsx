import { useT } from 'shared-api';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { PREVIEW_ROWS, type ImportPreview } from '../api/import-calls';
import Typography from '@mui/material/Typography';

type Row = ImportPreview['Rows'][number];
const column = createColumnHelper<Row>();

/** The rows with errors, by their row in the file, each error under its column's name. */
export function PreviewTable({
  preview,
  headerOf,
}: {
  preview: ImportPreview;
  headerOf: (field: string) => string;
}) {
  const t = useT();
  const columns = [
    column.accessor('Row', { header: t('Row') }),
    column.accessor(
      (row) =>
        row.Errors.map((error) =>
          error.Field ? `${headerOf(error.Field)}: ${error.Message}` : error.Message,
        ).join(' · '),
      { id: 'errors', header: t('Errors') },
    ),
  ];
  return (
    <>
      {preview.Total > PREVIEW_ROWS && (
        <Typography variant="body2">
          {t('The first {count} rows with errors are shown.', { count: PREVIEW_ROWS })}
        </Typography>
      )}
      <DataTable
        label={t('Preview')}
        columns={columns}
        data={preview.Rows}
        getRowId={(row) => String(row.Row)}
        exportFileName="import-errors"
      />
    </>
  );
}
