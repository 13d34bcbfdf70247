import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime, useT, type Translate } from 'shared-api';
import {
  getPasskeys,
  passkeysKeys,
  passkeysMessages,
  removePasskey,
  type Passkey,
} from 'shared-api/passkeys';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { InlineLoading } from '../feedback/inline-loading';
import { showSuccess } from '../feedback/notification-store';
import { useConfirmedMutation } from '../mutations/use-confirmed-mutation';
import { AddPasskeyDialog } from './add-passkey-dialog';

const column = createColumnHelper<Passkey>();

const nameId = (id: number) => `passkey-${id}-name`;

const columnsIn = (t: Translate, remove: (id: number) => void, pendingId: number | undefined) => [
  column.accessor('Name', {
    header: t('Name'),
    enableSorting: false,
    cell: ({ getValue, row: { original } }) => <span id={nameId(original.Id)}>{getValue()}</span>,
  }),
  column.accessor((passkey) => formatDateTime(passkey.CreatedAt), {
    id: 'CreatedAt',
    header: t('Added'),
    enableSorting: false,
  }),
  column.accessor((passkey) => (passkey.LastUsedAt ? formatDateTime(passkey.LastUsedAt) : '—'), {
    id: 'LastUsedAt',
    header: t('Last used'),
    enableSorting: false,
  }),
  column.display({
    id: 'action',
    meta: { actions: true },
    header: t('Action'),
    cell: ({ row: { original } }) => (
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={pendingId === original.Id}
        onClick={() => remove(original.Id)}
        id={`passkey-${original.Id}-remove`}
        aria-labelledby={`passkey-${original.Id}-remove ${nameId(original.Id)}`}
      >
        {t('Remove')}
      </Button>
    ),
  }),
];

/**
 * The profile's `Passkeys` (issue 68): the signed-in user's passkeys by name, when added and
 * last used; `Add a passkey` makes one in this browser, `Remove` stops one signing in.
 */
export function PasskeysCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const query = useQuery({ queryKey: passkeysKeys.all, queryFn: getPasskeys });
  // The first passkey turns the sentence into a table, whose own button replaces the one that
  // opened the dialog: the focus goes on to it once the list is read again, not to <body>.
  const addButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || query.isFetching) return;
    refocus.current = false;
    if (document.activeElement === document.body) addButton.current?.focus();
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKeys.all });
  const removal = useConfirmedMutation({
    mutationFn: removePasskey,
    confirm: () => ({
      question: passkeysMessages.removeQuestion,
      confirmText: t('Remove'),
      destructive: true,
    }),
    failureMessage: passkeysMessages.couldNotRemovePasskey,
    failureKind: 'message',
    onSuccess: async () => {
      await refresh();
      showSuccess(passkeysMessages.passkeyRemoved);
    },
    onFailure: () => void refresh(),
  });

  if (query.isPending) return <InlineLoading />;
  if (query.isError) return <Typography>{t(passkeysMessages.couldNotGetPasskeys)}</Typography>;
  const columns = columnsIn(
    t,
    (id) => void removal.run(id),
    removal.pendingId as number | undefined,
  );
  const add = (
    <Button ref={addButton} variant="contained" onClick={() => setAdding(true)}>
      {t('Add a passkey')}
    </Button>
  );
  return (
    <>
      {query.data.length === 0 ? (
        // Most people have none: a sentence says what one is, where an empty table would not.
        <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
          <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('Passkeys')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t(passkeysMessages.noPasskeys)}</Typography>
          {add}
        </Paper>
      ) : (
        <DataTable
          title={t('Passkeys')}
          columns={columns}
          data={query.data}
          getRowId={(passkey) => String(passkey.Id)}
          stackOnPhone
          actions={add}
        />
      )}
      <AddPasskeyDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          refocus.current = true;
          void refresh();
          showSuccess(passkeysMessages.passkeyAdded);
        }}
      />
    </>
  );
}
