import type { Theme } from '@mui/material/styles';
import type { Translate } from 'shared-api';

type Components = NonNullable<Theme['components']>;
type PagerItem = 'first' | 'last' | 'next' | 'previous';

/**
 * MUI's own texts (a toast's Close, the Autocomplete's Open, Clear and Loading, the pager's
 * labels) from the catalogues: MUI ships no Swahili. Each component's defaults, as MUI's locale
 * objects give them, in the language `t` speaks; a component MUI's locales name that the
 * product comes to use (Pagination, Rating, Breadcrumbs) gets its texts here first.
 */
function muiTexts(t: Translate): Components {
  const pagerItem = (type: PagerItem) =>
    type === 'first'
      ? t('First page')
      : type === 'last'
        ? t('Last page')
        : type === 'next'
          ? t('Next page')
          : t('Previous page');
  return {
    MuiAlert: { defaultProps: { closeText: t('Close') } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: t('Clear'),
        closeText: t('Close'),
        loadingText: t('Loading...'),
        noOptionsText: t('No options'),
        openText: t('Open'),
      },
    },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pagerItem,
        labelRowsPerPage: t('Rows per page'),
        labelDisplayedRows: ({ from, to, count }) =>
          count === -1
            ? t('{from}–{to} of more than {to}', { from, to })
            : t('{from}–{to} of {count}', { from, to, count }),
      },
    },
  };
}

/**
 * `theme` with MUI's texts in the language of `t` (docs/i18n.md): the shell's theme and the
 * screen tests' are both given them here, so a component drawn in Swahili has no English left.
 */
export function withMuiTexts<T extends Theme>(theme: T, t: Translate): T {
  const texts = muiTexts(t);
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
