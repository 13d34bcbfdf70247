import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NavLink } from 'shared-ui/router';
import { ChevronLeftIcon, ChevronRightIcon, LogoutIcon } from '../icons/icons';
import type { NavItem } from './nav-item';

interface SidebarProps {
  title: string;
  items: NavItem[];
  collapsed: boolean;
  onLogout: () => void;
  /** Called after a choice, to close the drawer on small screens. */
  onNavigate?: () => void;
  /** Shown on large screens only. */
  onToggleCollapsed?: () => void;
}

function Initial({ label }: { label: string }) {
  return (
    <Box component="span" aria-hidden sx={{ width: 24, textAlign: 'center', fontWeight: 700 }}>
      {label.charAt(0)}
    </Box>
  );
}

/** The sidebar: its title, the navigation items and Logout; icons only when collapsed. */
export function Sidebar({
  title,
  items,
  collapsed,
  onLogout,
  onNavigate,
  onToggleCollapsed,
}: SidebarProps) {
  return (
    <Box
      component="nav"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Toolbar sx={{ justifyContent: collapsed ? 'center' : 'space-between', px: 1 }}>
        {!collapsed && (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, pl: 1 }}>
            {title}
          </Typography>
        )}
        {onToggleCollapsed && (
          <IconButton
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={onToggleCollapsed}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        )}
      </Toolbar>
      <Divider />
      <List sx={{ flexGrow: 1 }}>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <Tooltip title={collapsed ? item.label : ''} placement="right">
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                aria-label={collapsed ? item.label : undefined}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {item.icon ?? <Initial label={item.label} />}
                </ListItemIcon>
                {!collapsed && <ListItemText primary={item.label} />}
              </ListItemButton>
            </Tooltip>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} aria-label={collapsed ? 'Logout' : undefined}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            {!collapsed && <ListItemText primary="Logout" />}
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
