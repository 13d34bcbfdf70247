import type { Theme } from '@mui/material/styles';
import type { Translate } from 'shared-api';

export type ComponentTexts = NonNullable<Theme['components']>;

/**
 * MUI's own texts that a public page can draw (a toast's Close), from the catalogues: MUI ships
 * no Swahili. Each component's defaults, as MUI's locale objects give them, in the language `t`
 * speaks. The components only dashboards draw get theirs from the dashboards' frame
 * (mui-dashboard-texts.ts), so a first visit downloads none of their texts.
 */
const muiTexts = (t: Translate): ComponentTexts => ({
  MuiAlert: { defaultProps: { closeText: t('Close') } },
});

/** `theme` with `texts` as its components' default props, over those it has. */
export function withComponentTexts<T extends Theme>(theme: T, texts: ComponentTexts): T {
  const components = { ...theme.components } as Record<string, { defaultProps?: object }>;
  for (const [name, own] of Object.entries(texts) as [string, { defaultProps?: object }][]) {
    const given = components[name];
    components[name] = {
      ...given,
      defaultProps: { ...given?.defaultProps, ...own.defaultProps },
    };
  }
  return { ...theme, components };
}

/**
 * `theme` with MUI's texts in the language of `t` (docs/i18n.md): the shell's theme and the
 * screen tests' are both given them here, so a component drawn in Swahili has no English left.
 */
export function withMuiTexts<T extends Theme>(theme: T, t: Translate): T {
  return withComponentTexts(theme, muiTexts(t));
}
