import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, useT, type Translate } from 'shared-api';
import {
  getMySessions,
  mySessionsKeys,
  mySessionsMessages,
  SIGN_IN_METHOD_LABELS,
  signOutOtherSessions,
  signOutSession,
  type MySession,
} from 'shared-api/my-sessions';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { InlineLoading } from '../feedback/inline-loading';
import { showSuccess } from '../feedback/notification-store';
import { useConfirmedMutation } from '../mutations/use-confirmed-mutation';

const column = createColumnHelper<MySession>();

/**
 * 'Chrome 142, Windows 10', or what of it is known: names, not words, so no text with values
 * (which every English dashboard's first view would download) is needed.
 */
export function deviceOf(t: Translate, { Browser, System }: MySession) {
  return [Browser, System].filter(Boolean).join(', ') || t('Unknown browser');
}

/** The ids a row's Sign out is named by: its own text, then the row's device and address. */
const idsOf = (id: number) => ({
  button: `my-session-${id}-sign-out`,
  device: `my-session-${id}-device`,
  address: `my-session-${id}-address`,
});

const columnsIn = (t: Translate, signOut: (id: number) => void, pendingId: number | undefined) => [
  column.accessor((session) => deviceOf(t, session), {
    id: 'Device',
    header: t('Device'),
    enableSorting: false,
    cell: ({ getValue, row: { original } }) => (
      <span id={idsOf(original.Id).device}>{getValue()}</span>
    ),
  }),
  column.accessor((session) => session.Address || '—', {
    id: 'Address',
    header: t('Address'),
    enableSorting: false,
    cell: ({ getValue, row: { original } }) => (
      <span id={idsOf(original.Id).address}>{getValue()}</span>
    ),
  }),
  column.accessor((session) => formatDateTime(session.FirstSeen), {
    id: 'FirstSeen',
    header: t('Signed in'),
    enableSorting: false,
  }),
  column.accessor((session) => formatDateTime(session.LastSeen), {
    id: 'LastSeen',
    header: t('Last seen'),
    enableSorting: false,
  }),
  column.accessor((session) => t(SIGN_IN_METHOD_LABELS[session.SignedInWith]), {
    id: 'SignedInWith',
    header: t('Signed in with'),
    enableSorting: false,
  }),
  column.display({
    id: 'action',
    meta: { actions: true },
    header: t('Action'),
    cell: ({ row: { original } }) =>
      original.Current ? (
        <Typography variant="body2" sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
          {t('This browser')}
        </Typography>
      ) : (
        <Button
          size="small"
          variant="outlined"
          disabled={pendingId === original.Id}
          onClick={() => signOut(original.Id)}
          id={idsOf(original.Id).button}
          aria-labelledby={Object.values(idsOf(original.Id)).join(' ')}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('Sign out')}
        </Button>
      ),
  }),
];

/**
 * The profile's `My sessions` (issue 68): every open session of the signed-in user, with its
 * device, address, first and last use and how it signed in; `Sign out` ends one at once,
 * `Sign out everywhere else` all but this browser's (their pages go to the login page).
 */
export function MySessionsCard() {
  const t = useT();
  const queryClient = useQueryClient();
  // A failed read says so here: the profile above it is what the page is for.
  const query = useQuery({ queryKey: mySessionsKeys.all, queryFn: getMySessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySessionsKeys.all });
  const one = useConfirmedMutation({
    mutationFn: signOutSession,
    failureMessage: mySessionsMessages.couldNotSignOut,
    // A session already gone (404): the list shows what is open now.
    failureKind: 'message',
    onSuccess: async () => {
      await refresh();
      showSuccess(mySessionsMessages.signedOut);
    },
    onFailure: () => void refresh(),
  });
  const others = useConfirmedMutation({
    mutationFn: (_: 'others') => signOutOtherSessions(),
    failureMessage: mySessionsMessages.couldNotSignOutOthers,
    onSuccess: async (answer) => {
      await refresh();
      showSuccess(answer.message);
    },
  });

  if (query.isPending) return <InlineLoading />;
  if (query.isError) return <Typography>{t(mySessionsMessages.couldNotGetSessions)}</Typography>;
  const sessions = query.data;
  const columns = columnsIn(t, (id) => void one.run(id), one.pendingId as number | undefined);
  return (
    <DataTable
      title={t('My sessions')}
      columns={columns}
      data={sessions}
      getRowId={(session) => String(session.Id)}
      // A device's name and its dates need the phone's whole width.
      stackOnPhone
      actions={
        <Button
          variant="contained"
          disabled={others.pendingId !== undefined || sessions.every((session) => session.Current)}
          onClick={() => void others.run('others')}
        >
          {t('Sign out everywhere else')}
        </Button>
      }
    />
  );
}
