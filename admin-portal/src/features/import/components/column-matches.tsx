import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure, useT } from 'shared-api';
import { showFailure } from 'shared-ui/feedback';
import { adminKeys } from '../../../api/query-keys';
import {
  importMessages,
  saveColumns,
  type ImportField,
  type ImportPreview,
  type KindColumn,
} from '../api/import-calls';

const NONE = '';

/** Each column of the file and the field it goes to (or none); a change is saved at once. */
export function ColumnMatches(props: {
  id: number;
  matches: ImportPreview['Columns'];
  columns: KindColumn[];
}) {
  const { id, matches, columns } = props;
  const t = useT();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveColumns,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminKeys.imports, String(id), 'preview'] }),
    onError: (error) =>
      showFailure(
        toApiFailure(error, t(importMessages.couldNotSaveColumns), { explainedStatuses: [422] }),
      ),
  });
  const change = (index: number, field: ImportField | null) =>
    save.mutate({
      id,
      columns: matches.map((match, at) =>
        at === index ? field : match.Field === field && field !== null ? null : match.Field,
      ),
    });

  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
      {matches.map((match, index) => (
        <TextField
          key={`${index}-${match.Header}`}
          select
          size="small"
          label={match.Header}
          value={match.Field ?? NONE}
          disabled={save.isPending}
          onChange={(event) =>
            change(index, event.target.value === NONE ? null : (event.target.value as ImportField))
          }
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value={NONE}>{t('Not imported')}</MenuItem>
          {columns.map((column) => (
            <MenuItem key={column.Field} value={column.Field}>
              {column.Header}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
