import { alpha, decomposeColor, getContrastRatio, type Palette } from '@mui/material/styles';
import { theme } from './theme';

/** `colour` (its alpha kept) laid over the opaque `under`: the opaque colour the eye sees. */
const over = (colour: string, under: string) => {
  const top = decomposeColor(colour);
  const bottom = decomposeColor(under).values;
  const a = top.values[3] ?? 1;
  const mix = [0, 1, 2].map((i) => Math.round(top.values[i] * a + bottom[i] * (1 - a)));
  return `rgb(${mix.join(', ')})`;
};

describe.each(['light', 'dark'] as const)('in the %s scheme', (scheme) => {
  // The colour schemes are on the theme made with CSS variables; its type does not say so.
  const { colorSchemes } = theme as unknown as {
    colorSchemes: Record<typeof scheme, { palette: Palette }>;
  };
  const { palette } = colorSchemes[scheme];
  // As MUI draws a hovered toggle: the primary text's hue at the hover opacity.
  const hover = (page: string) =>
    over(alpha(palette.text.primary, palette.action.hoverOpacity), page);

  test('an unselected toggle reads at 4.5:1 or more, hovered or not', () => {
    const override = theme.components?.MuiToggleButton?.styleOverrides?.root as { color: string };
    expect(override.color).toBe('var(--mui-palette-text-secondary)');
    for (const page of [palette.background.default, palette.background.paper]) {
      for (const under of [page, hover(page)]) {
        expect(getContrastRatio(over(palette.text.secondary, under), under)).toBeGreaterThan(4.5);
      }
    }
  });

  if (scheme === 'light')
    test("MUI's own colour for it fails on its hover background (what the override mends)", () => {
      const hovered = hover(palette.background.default);
      expect(getContrastRatio(over(palette.action.active, hovered), hovered)).toBeLessThan(4.5);
    });
});
