import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'shared-ui/router';
import { getFirmName, PRODUCT_NAME, useSessionStore, useT } from 'shared-api';
import { withDashboardMuiTexts } from '../i18n/mui-dashboard-texts';
import { MenuIcon } from '../icons/icons';
import { NotificationBell } from '../notifications/notification-bell';
import type { LiveKeys } from '../notifications/use-live-updates';
import type { NavItem } from './nav-item';
import { Sidebar } from './sidebar';
import { LanguageSwitch } from '../preferences/language-switch';
import { useFocusClearOfTopBar } from '../focus/clear-of-top-bar';
import { useFocusNotLost } from '../focus/focus-not-lost';
import { MAIN_CONTENT_ID, SkipLink } from '../focus/skip-link';
import { PageFooter } from '../focus/page-footer';
import { UserMenu } from './user-menu';
import { useLogout } from './use-logout';

const WIDTH = 240;
const COLLAPSED_WIDTH = 72;
/**
 * Below this width (laptops: 1280 and 1366 px) the sidebar starts as icons, so that the tables
 * keep their columns and actions on screen (issue 34); its toggle still opens it.
 */
const ROOMY = '(min-width: 1440px)';

export interface AppFrameProps {
  title: string;
  navItems: NavItem[];
  /** The dashboard's root, e.g. '/internDashboard': the menu links to its profile and reset pages. */
  basePath: string;
  /** The page; a nested route's <Outlet /> by default. */
  children?: ReactNode;
  /** Defaults to the signed-in user's name. */
  userName?: string;
  /** Defaults to logging out through the session store and going to /login. */
  onLogout?: () => void;
  /** The firm beside the product's name; defaults to the server's FIRM_NAME, if it names one. */
  firmName?: string | null;
  /** What the portal's screens show of each notification, refreshed when one arrives. */
  liveKeys?: LiveKeys;
}

/**
 * Top bar (the product's and the firm's names, the notification bell, the user's menu) + sidebar: permanent and
 * collapsible on large screens (icons only at first below 1440 px, whatever the role), a drawer
 * on small ones.
 */
export function AppFrame({
  title,
  navItems,
  basePath,
  children,
  userName,
  onLogout,
  firmName = getFirmName(),
  liveKeys,
}: AppFrameProps) {
  const t = useT();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const roomy = useMediaQuery(ROOMY, { noSsr: true });
  // The user's own choice, once made, wins over the screen's width.
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? !roomy;
  const storedName = useSessionStore((state) => state.user_info?.Name ?? '');
  const defaultLogout = useLogout();
  const logout = onLogout ?? (() => void defaultLogout());
  const width = large && collapsed ? COLLAPSED_WIDTH : WIDTH;
  // MUI's texts of the components only dashboards draw (the shell's theme has the public ones).
  const withTexts = useCallback((outer: Theme) => withDashboardMuiTexts(outer, t), [t]);
  useFocusNotLost();
  useFocusClearOfTopBar();

  const sidebar = (
    <Sidebar
      title={title}
      items={navItems}
      collapsed={large && collapsed}
      onLogout={logout}
      onNavigate={large ? undefined : () => setMobileOpen(false)}
      onToggleCollapsed={large ? () => setCollapsedChoice(!collapsed) : undefined}
    />
  );

  return (
    <ThemeProvider theme={withTexts}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SkipLink />
        <AppBar
          position="fixed"
          sx={{ width: { md: `calc(100% - ${width}px)` }, ml: { md: `${width}px` } }}
        >
          <Toolbar>
            {!large && (
              <IconButton
                color="inherit"
                edge="start"
                aria-label={t('Open navigation')}
                onClick={() => setMobileOpen(true)}
                sx={{ mr: { xs: 0.5, sm: 1 } }}
              >
                <MenuIcon />
              </IconButton>
            )}
            {/*
              The product's name is never cut: nothing hides its overflow, so the bar cannot
              make it narrower than its longest word (on a phone, where it takes two lines) or
              than the whole name (one line, wider screens). The firm's and the user's names
              give way instead.
            */}
            <Box sx={{ flex: '1 1 auto', display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
              <Typography
                component="p"
                variant="h6"
                sx={{
                  fontSize: { xs: '0.875rem', sm: '1.25rem' },
                  lineHeight: { xs: 1.2 },
                  whiteSpace: { xs: 'normal', sm: 'nowrap' },
                  flexShrink: { xs: 1, sm: 0 },
                }}
              >
                {t(PRODUCT_NAME)}
              </Typography>
              {firmName && (
                <Typography
                  component="p"
                  variant="body2"
                  noWrap
                  sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}
                >
                  {firmName}
                </Typography>
              )}
            </Box>
            <LanguageSwitch />
            <NotificationBell basePath={basePath} liveKeys={liveKeys} />
            <UserMenu
              userName={userName ?? storedName}
              profilePath={`${basePath}/profile`}
              resetPasswordPath={`${basePath}/resetPassword`}
              onLogout={logout}
            />
          </Toolbar>
        </AppBar>
        {large ? (
          <Drawer
            variant="permanent"
            sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, overflowX: 'hidden' } }}
          >
            {sidebar}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: WIDTH } }}
          >
            {sidebar}
          </Drawer>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, outline: 'none' }}
          >
            <Toolbar />
            {children ?? <Outlet />}
          </Box>
          <PageFooter />
        </Box>
      </Box>
    </ThemeProvider>
  );
}
