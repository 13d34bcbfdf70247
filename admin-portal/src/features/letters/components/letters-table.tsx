import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDate, useT } from 'shared-api';
import { saveFile } from 'shared-api/save-file';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { downloadLetter, letterMessages, type IssuedLetter } from '../api/letter-queries';

const column = createColumnHelper<IssuedLetter>();

/** The intern's letters, newest first: each can be downloaded, the valid one revoked. */
export function LettersTable({
  letters,
  onRevoke,
}: {
  letters: IssuedLetter[];
  onRevoke: (letter: IssuedLetter) => void;
}) {
  const t = useT();
  const statusOf = (letter: IssuedLetter) =>
    letter.RevokedAt ? t('Revoked on {date}', { date: formatDate(letter.RevokedAt) }) : t('Valid');
  const download = useConfirmedMutation({
    mutationFn: (letter: IssuedLetter) => downloadLetter(letter.id),
    failureMessage: t(letterMessages.couldNotDownload),
    onSuccess: (pdf, letter) => saveFile(`completion-letter-${letter.Code}.pdf`, pdf),
    idOf: (letter) => letter.id,
  });

  const columns = [
    column.accessor('IssuedOn', {
      header: t('Issued'),
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    // A code is read and typed as one word: its dashes are not places to break it.
    column.accessor('Code', { header: t('Code'), meta: { wrap: 'never' } }),
    column.accessor(statusOf, { id: 'status', header: t('Status') }),
    // One actions column: the table pins its actions column at the right edge, and two pinned
    // columns would lie on top of each other on a phone.
    column.display({
      id: 'action',
      meta: { actions: true },
      header: t('Action'),
      cell: ({ row: { original } }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void download.run(original)}
            disabled={download.pendingId === original.id}
            aria-label={t('Download letter {code}', { code: original.Code })}
          >
            {t('Download')}
          </Button>
          {original.RevokedAt === null && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => onRevoke(original)}
              aria-label={t('Revoke letter {code}', { code: original.Code })}
            >
              {t('Revoke')}
            </Button>
          )}
        </Stack>
      ),
    }),
  ];

  return <DataTable columns={columns} data={letters} getRowId={(row) => String(row.id)} />;
}
