import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A table's look on a phone when its columns cannot share 360 px (issue 67): each row a block,
 * each cell a line of 'header  value' (the header from the cell's data-label), nothing to
 * scroll sideways. The same markup as on a wider screen, so the server draws it once and no
 * width has to be measured first; only the look changes, below the `sm` breakpoint.
 */
export const stackedOnPhone: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody, & tbody tr': { display: 'block' },
    '& tbody tr': {
      py: 1,
      borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)',
      columnGap: 1.5,
      alignItems: 'center',
      border: 'none',
      py: 0.5,
      px: 0,
      // The actions are a line like the others: nothing to stay on screen beside.
      position: 'static',
      boxShadow: 'none',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    // A row's own header (a report's position or supervisor) is the block's first line.
    '& tbody th': {
      display: 'block',
      border: 'none',
      py: 0.5,
      px: 0,
      fontWeight: theme.typography.fontWeightMedium,
    },
    // A value of several blocks (a release's outcome and its reason) stays beside its header.
    '& tbody td > *': { gridColumn: 2 },
    '& tbody td::before': {
      content: 'attr(data-label)',
      color: (theme.vars ?? theme).palette.text.secondary,
      fontWeight: theme.typography.fontWeightMedium,
    },
    // A cell with nothing in it (a read notification's action) is no line.
    '& tbody td:empty': { display: 'none' },
    // 'No data available' spans the row: no header before it.
    '& tbody td[colspan]': { display: 'block', textAlign: 'center' },
    '& tbody td[colspan]::before': { content: 'none' },
  },
});
