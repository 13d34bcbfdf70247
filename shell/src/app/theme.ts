import { createTheme } from '@mui/material/styles';

/**
 * The focus ring of every focusable thing, in both themes (WCAG 2.4.7, issue 88): 2 px, 2 px off
 * the element, so that it is seen against the page around it. Its colour is the scheme's primary
 * (#1d4e89 on white, 8.9:1; #90caf9 on #121212, 10.8:1). On a coloured surface (the top bar, a
 * filled alert) it is the surface's own text colour, which is chosen to read on it.
 */
const FOCUS_RING = {
  outline: '2px solid var(--focus-ring, var(--mui-palette-primary-main))',
  outlineOffset: 2,
};
const FOCUS_RING_ON_COLOUR = {
  '.MuiAppBar-root, .MuiAlert-filled, .MuiSnackbarContent-root': { '--focus-ring': 'currentColor' },
};

/**
 * Light and dark, as MUI's colour schemes: each is drawn by CSS variables under the `light` or
 * `dark` class of <html>, which the page's first script sets from the visitor's choice (the
 * theme cookie, drawn on <html>) or their system's setting before anything paints
 * (server/src/domain/server-rendering/color-scheme-script.ts). The dark scheme's colours are
 * lighter shades of the same hues: the light ones lack contrast on a dark page.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1d4e89' },
        secondary: { main: '#c05621' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#90caf9' },
        secondary: { main: '#ffb077' },
        // MUI's dark red (#f44336) carries white text at 3.7:1; this one dark text at 9:1.
        error: { main: '#ff8a80' },
      },
    },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: { styleOverrides: { ...FOCUS_RING_ON_COLOUR, ':focus-visible': FOCUS_RING } },
    // ButtonBase draws no outline of its own (outline: 0): its keyboard focus is this class.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    // A field's focus is on its <input> (outline: 0, under the border): the ring goes round it.
    MuiInputBase: { styleOverrides: { root: { '&:has(:focus-visible)': FOCUS_RING } } },
    // An unselected toggle's text is MUI's action.active (54 % black): 4.6:1 on white, but 4.48:1
    // on its own hover background, under AA's 4.5:1. The secondary text colour reads at 5.6:1 there.
    MuiToggleButton: {
      styleOverrides: { root: { color: 'var(--mui-palette-text-secondary)' } },
    },
  },
});
