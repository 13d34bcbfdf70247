import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { m, toApiFailure, useT } from 'shared-api';
import { saveFile } from 'shared-api/save-file';
import { showFailure } from 'shared-ui/feedback';
import {
  downloadTemplate,
  importMessages,
  uploadImport,
  type ImportKind,
  type KindColumn,
} from '../api/import-calls';

export const KIND_NAMES: Record<ImportKind, string> = {
  supervisors: m('Supervisors'),
  interns: m('Interns (with their supervisor and intake)'),
  positions: m('Positions'),
  intakes: m('Intakes'),
  applications: m('Applications (without files)'),
};

interface Props {
  kind: ImportKind;
  columns: KindColumn[];
  onKind: (kind: ImportKind) => void;
  onUploaded: (id: number) => void;
}

/** What to import, its templates and its columns' rules, and the file. */
export function ImportUpload({ kind, columns, onKind, onUploaded }: Props) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadImport,
    onSuccess: ({ id }) => onUploaded(id),
    onError: (error) =>
      showFailure(
        toApiFailure(error, t(importMessages.couldNotUpload), { explainedStatuses: [422] }),
      ),
  });
  const template = useMutation({
    mutationFn: downloadTemplate,
    onSuccess: (file, { format }) => saveFile(`import-${kind}.${format}`, file),
    onError: (error) => showFailure(toApiFailure(error, t(importMessages.couldNotDownload))),
  });

  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <TextField
        select
        label={t('What to import')}
        value={kind}
        onChange={(event) => onKind(event.target.value as ImportKind)}
        size="small"
        sx={{ maxWidth: 420 }}
      >
        {(Object.keys(KIND_NAMES) as ImportKind[]).map((value) => (
          <MenuItem key={value} value={value}>
            {t(KIND_NAMES[value])}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" component="div">
        {t('Columns:')}
        <ul>
          {columns.map((column) => (
            <li key={column.Field}>
              {column.Required
                ? t('{column} (required): {rule}', { column: column.Header, rule: column.Rule })
                : t('{column}: {rule}', { column: column.Header, rule: column.Rule })}
            </li>
          ))}
        </ul>
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => template.mutate({ kind, format: 'xlsx' })}>
          {t('Template (XLSX)')}
        </Button>
        <Button variant="outlined" onClick={() => template.mutate({ kind, format: 'csv' })}>
          {t('Template (CSV)')}
        </Button>
        {/* A button that opens the hidden input: a label given the button role is not allowed. */}
        <Button
          variant="contained"
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          {upload.isPending ? t('Uploading...') : t('Upload a CSV or XLSX file')}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate({ kind, file });
          }}
        />
      </Stack>
    </Stack>
  );
}
