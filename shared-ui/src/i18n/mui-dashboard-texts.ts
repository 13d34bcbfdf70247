import type { Theme } from '@mui/material/styles';
import type { Translate } from 'shared-api';
import { withComponentTexts, type ComponentTexts } from './mui-texts';

type PagerItem = 'first' | 'last' | 'next' | 'previous';

/**
 * MUI's own texts of the components only dashboards draw (the Autocomplete's Open, Clear and
 * Loading, the pager's labels): the dashboards' frame (AppFrame) adds them to the theme, so
 * they are in the catalogues' dashboards part, not in a first visit's. A component MUI's locales
 * name that a dashboard comes to use (Pagination, Rating, Breadcrumbs) gets its texts here first;
 * one a public page comes to use, in mui-texts.ts.
 */
function dashboardMuiTexts(t: Translate): ComponentTexts {
  const pagerItem = (type: PagerItem) =>
    type === 'first'
      ? t('First page')
      : type === 'last'
        ? t('Last page')
        : type === 'next'
          ? t('Next page')
          : t('Previous page');
  return {
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

/** `theme` with the dashboards' MUI texts in the language of `t`. */
export function withDashboardMuiTexts<T extends Theme>(theme: T, t: Translate): T {
  return withComponentTexts(theme, dashboardMuiTexts(t));
}
