import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime, type AppNotification } from 'shared-api';
import { notificationMessages } from 'shared-api/notifications';
import { useNavigate } from 'shared-ui/router';
import { NotificationsIcon } from '../icons/icons';
import { latestNotificationsQuery } from './notification-queries';
import { useLiveUpdates, type LiveKeys } from './use-live-updates';
import { useMarkRead } from './use-mark-read';

export interface NotificationBellProps {
  /** The dashboard's root: the menu links to `${basePath}/notifications`. */
  basePath: string;
  /** What this portal's screens show of each kind of change. */
  liveKeys?: LiveKeys;
}

const menuNote = (pending: boolean, failed: boolean) => {
  if (failed) return notificationMessages.couldNotGetNotifications;
  return pending ? 'Loading...' : notificationMessages.noNotifications;
};

const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;

/**
 * The top bar's bell: the unread count, and a menu of the newest notifications (what happened,
 * who, when), each opening its screen and marked read; `Mark all as read`; `See all notifications`.
 * It holds the tab's live stream, which keeps it and the portal's screens up to date.
 */
export function NotificationBell({ basePath, liveKeys }: NotificationBellProps) {
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
        aria-label={bellLabel(unread)}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
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
            {menuNote(query.isPending, query.isError)}
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
            Mark all as read
          </MenuItem>
        )}
        <MenuItem onClick={() => go(`${basePath}/notifications`)}>See all notifications</MenuItem>
      </Menu>
    </>
  );
}
