import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { m, useT } from 'shared-api';

type Mode = 'system' | 'light' | 'dark';
const MODES: [Mode, string][] = [
  ['system', m('As on this device')],
  ['light', m('Light')],
  ['dark', m('Dark')],
];

/**
 * The theme's choice in the user menu: as the device's setting until one picks light or dark,
 * kept by this browser (MUI keeps it in localStorage, which the page's first script reads).
 */
export function ColorSchemeItems({ onChosen }: { onChosen: () => void }) {
  const t = useT();
  const { mode, setMode } = useColorScheme();
  return [
    <ListSubheader key="heading">{t('Theme')}</ListSubheader>,
    ...MODES.map(([value, label]) => (
      <MenuItem
        key={value}
        role="menuitemradio"
        aria-checked={(mode ?? 'system') === value}
        selected={(mode ?? 'system') === value}
        onClick={() => {
          setMode(value);
          onChosen();
        }}
      >
        {t(label)}
      </MenuItem>
    )),
  ];
}
