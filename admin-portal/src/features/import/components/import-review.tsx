import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure, useT } from 'shared-api';
import { LoadingScreen, showFailure, showSuccess, useQueryFailure } from 'shared-ui/feedback';
import { adminKeys } from '../../../api/query-keys';
import {
  importMessages,
  importQuery,
  previewQuery,
  runImport,
  type KindColumn,
} from '../api/import-calls';
import { ColumnMatches } from './column-matches';
import { ImportProgress } from './import-progress';
import { PreviewTable } from './preview-table';

/** One uploaded file: its columns, the dry run's errors, then the import and its progress. */
export function ImportReview({ id, columns }: { id: number; columns: KindColumn[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const job = useQuery(importQuery(id));
  const preview = useQuery({ ...previewQuery(id), enabled: job.data?.Status === 'uploaded' });
  useQueryFailure(job.error, importMessages.couldNotGetImports);
  useQueryFailure(preview.error, importMessages.couldNotPreview);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const run = useMutation({
    mutationFn: runImport,
    onSuccess: ({ message }) => {
      showSuccess(message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.imports });
    },
    onError: (error) => showFailure(toApiFailure(error, t(importMessages.couldNotStart))),
  });

  if (job.isPending) return <LoadingScreen />;
  if (!job.data) return null;
  if (job.data.Status !== 'uploaded') return <ImportProgress job={job.data} />;
  if (preview.isPending) return <LoadingScreen />;
  const result = preview.data;
  if (!result) return null;
  const headerOf = (field: string) =>
    columns.find((column) => column.Field === field)?.Header ?? field;

  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        {t('Columns')}
      </Typography>
      <ColumnMatches id={id} matches={result.Columns} columns={columns} />
      {result.Missing.length > 0 ? (
        <Alert severity="warning">
          {t('Match a column to each of: {fields}.', {
            fields: result.Missing.map(headerOf).join(', '),
          })}
        </Alert>
      ) : (
        <>
          <Typography variant="h6" component="h2">
            {t('Preview')}
          </Typography>
          <Typography>
            {t(
              '{valid, plural, one {# row} other {# rows}} can be imported; {invalid, plural, one {# row has} other {# rows have}} errors.',
              { valid: result.Valid, invalid: result.Invalid },
            )}
          </Typography>
          {result.Total > 0 && <PreviewTable preview={result} headerOf={headerOf} />}
          <FormControlLabel
            control={
              <Checkbox
                checked={allOrNothing}
                onChange={(event) => setAllOrNothing(event.target.checked)}
              />
            }
            label={t('All or nothing: import no row if any row has an error')}
          />
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={run.isPending || result.Valid === 0 || (allOrNothing && result.Invalid > 0)}
            onClick={() => run.mutate({ id, allOrNothing })}
          >
            {t('Import')}
          </Button>
        </>
      )}
    </Stack>
  );
}
