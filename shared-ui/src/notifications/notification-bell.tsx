import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime, useT, type AppNotification, type Translate } from 'shared-api';
import { notificationMessages } from 'shared-api/notifications';
import { useNavigate } from 'shared-ui/router';
import SvgIcon from '@mui/material/SvgIcon';
import { latestNotificationsQuery } from './notification-queries';
import { useLiveUpdates, type LiveKeys } from './use-live-updates';
import { useMarkRead } from './use-mark-read';

export interface NotificationBellProps {
  /** The dashboard's root: the menu links to `${basePath}/notifications`. */
  basePath: string;
  /** What this portal's screens show of each kind of change. */
  liveKeys?: LiveKeys;
}

const menuNote = (t: Translate, pending: boolean, failed: boolean) => {
  if (failed) return t(notificationMessages.couldNotGetNotifications);
  return pending ? t('Loading...') : t(notificationMessages.noNotifications);
};

// Material's bell, here rather than in the shared icon set, which the public pages download.
const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';

/** The count as the bell shows it. */
const shownCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

// It starts with the count it shows (WCAG 2.5.3, label in name).
const bellLabel = (t: Translate, unread: number) => {
  if (unread === 0) return t('Notifications');
  if (unread > 99) return t('99+ unread notifications');
  return t('{count, plural, one {# unread notification} other {# unread notifications}}', {
    count: unread,
  });
};

/**
 * The top bar's bell: the unread count, and a menu of the newest notifications (what happened,
 * who, when), each opening its screen and marked read; `Mark all as read`; `See all notifications`.
 * It holds the tab's live stream, which keeps it and the portal's screens up to date.
 */
export function NotificationBell({ basePath, liveKeys }: NotificationBellProps) {
  const t = useT();
  useLiveUpdates(liveKeys);
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A failed read says so in the menu, not in a popup over whatever page is open.
  const query = useQuery(latestNotificationsQuery());
  const markRead = useMarkRead();
  const unread = query.data?.Unread ?? 0;
  const latest = query.data?.Notifications ?? [];

  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const open = (notification: AppNotification) => {
    if (!notification.Read) void markRead.run(notification.Id);
    go(notification.Path);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(t, unread)}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        <SvgIcon>
          <path d={BELL} />
        </SvgIcon>
        {unread > 0 && (
          // Drawn here rather than with MUI's Badge, which every first visit would download.
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 2,
              right: 0,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.75rem',
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {shownCount(unread)}
          </Box>
        )}
      </IconButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {latest.length === 0 && (
          <Typography component="li" variant="body2" sx={{ px: 2, py: 1 }}>
            {menuNote(t, query.isPending, query.isError)}
          </Typography>
        )}
        {latest.map((notification) => (
          <MenuItem
            key={notification.Id}
            onClick={() => open(notification)}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={notification.Text}
              secondary={formatDateTime(notification.CreatedAt)}
              slotProps={{
                primary: { sx: { fontWeight: notification.Read ? 'normal' : 'bold' } },
                // Grey on the focused item's shade falls below AA contrast.
                secondary: { sx: { color: 'text.primary' } },
              }}
            />
          </MenuItem>
        ))}
        <Divider />
        {unread > 0 && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void markRead.run('all');
            }}
          >
            {t('Mark all as read')}
          </MenuItem>
        )}
        <MenuItem onClick={() => go(`${basePath}/notifications`)}>
          {t('See all notifications')}
        </MenuItem>
      </Menu>
    </>
  );
}
