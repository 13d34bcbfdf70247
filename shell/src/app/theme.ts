import { createTheme } from '@mui/material/styles';

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
});
