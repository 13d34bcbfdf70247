import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { chooseTheme, m, useT, type Theme } from 'shared-api';
import { showToast } from '../feedback/notification-store';

const MODES: [Theme, string][] = [
  ['system', m('As on this device')],
  ['light', m('Light')],
  ['dark', m('Dark')],
];

/**
 * The theme's choice in the user menu: as the device's setting until one picks light or dark,
 * kept by this browser (MUI keeps it in localStorage, which the page's first script reads) and
 * on the account, which the next login anywhere shows (issue 67).
 */
export function ColorSchemeItems({ onChosen }: { onChosen: () => void }) {
  const t = useT();
  const { mode, setMode } = useColorScheme();
  return [
    // A menu holds only menu items and separators: the heading is no list item to assistive
    // technology, and each choice's name says what it is.
    <ListSubheader key="heading" role="presentation">
      {t('Theme')}
    </ListSubheader>,
    ...MODES.map(([value, label]) => (
      <MenuItem
        key={value}
        role="menuitemradio"
        aria-checked={(mode ?? 'system') === value}
        selected={(mode ?? 'system') === value}
        onClick={() => {
          setMode(value);
          onChosen();
          chooseTheme(value).catch(() =>
            showToast(t('Your theme could not be saved to your account'), 'error'),
          );
        }}
      >
        {t(label)}
      </MenuItem>
    )),
  ];
}
