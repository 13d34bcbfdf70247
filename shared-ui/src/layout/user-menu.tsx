import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { useT } from 'shared-api';
import { AccountCircleIcon } from '../icons/icons';
import { visuallyHidden } from '../feedback/loading-screen';
import { ColorSchemeItems } from '../preferences/color-scheme-items';

interface UserMenuProps {
  userName: string;
  profilePath: string;
  resetPasswordPath: string;
  onLogout: () => void;
}

/** The server's version, which it writes into every page (meta `app-version`). */
function appVersion(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="app-version"]')?.getAttribute('content') ?? null;
}

/**
 * The top bar's user name with My Profile, Reset Password and a red Logout, and below them the
 * version running, for a support request.
 */
export function UserMenu({ userName, profilePath, resetPasswordPath, onLogout }: UserMenuProps) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const version = appVersion();
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          textTransform: 'none',
          whiteSpace: 'nowrap',
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: '-4px' } },
        }}
      >
        {/*
          The product's name comes first in the bar: on a phone the user's name is only the
          button's name (the icon shows), and wider, a long one ends in an ellipsis.
        */}
        <Box
          component="span"
          sx={(theme) => ({
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            [theme.breakpoints.down('sm')]: visuallyHidden,
          })}
        >
          {userName}
        </Box>
      </Button>
      {/* "menu": the first item takes the focus, not the colour scheme chosen (a selected item). */}
      <Menu
        id={id}
        variant="menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => go(profilePath)}>{t('My Profile')}</MenuItem>
        <MenuItem onClick={() => go(resetPasswordPath)}>{t('Reset Password')}</MenuItem>
        <Divider />
        <ColorSchemeItems onChosen={() => setAnchor(null)} />
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
          sx={{ color: 'error.main' }}
        >
          {t('Logout')}
        </MenuItem>
        {version && <Divider />}
        {version && (
          // Not a choice, nor a list item: a menu holds only menu items and separators.
          <Typography
            component="li"
            role="presentation"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', px: 2, pt: 0.5 }}
          >
            {t('Version {version}', { version })}
          </Typography>
        )}
      </Menu>
    </>
  );
}
