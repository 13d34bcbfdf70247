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
import { useT } from 'shared-api';
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

/**
 * The sidebar: its title, the navigation items and Logout; icons only when collapsed. The title
 * and the items' labels are translated here (a portal may hand them marked with m('...')).
 */
export function Sidebar({
  title: givenTitle,
  items,
  collapsed,
  onLogout,
  onNavigate,
  onToggleCollapsed,
}: SidebarProps) {
  const t = useT();
  const title = givenTitle && t(givenTitle);
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
            aria-label={collapsed ? t('Expand sidebar') : t('Collapse sidebar')}
            onClick={onToggleCollapsed}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        )}
      </Toolbar>
      <Divider />
      <List sx={{ flexGrow: 1 }}>
        {items.map((item) => {
          const label = item.label && t(item.label);
          return (
            <ListItem key={item.to} disablePadding>
              {/* The link is named by its aria-label: the tooltip only shows that name to the eye,
                  so it is hidden from the accessibility tree (it sits outside every landmark). */}
              <Tooltip
                title={collapsed ? label : ''}
                placement="right"
                slotProps={{ popper: { 'aria-hidden': true } }}
              >
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  aria-label={collapsed ? label : undefined}
                  sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {item.icon ?? <Initial label={label} />}
                  </ListItemIcon>
                  {!collapsed && <ListItemText primary={label} />}
                </ListItemButton>
              </Tooltip>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} aria-label={collapsed ? t('Logout') : undefined}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={t('Logout')} />}
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
