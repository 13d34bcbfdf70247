import type { SxProps, Theme } from '@mui/material/styles';
import type { Column } from '@tanstack/react-table';

// Issue 34: the columns share a laptop's width. E-mails (40 characters, no space) may break
// anywhere, phone numbers never; the actions keep their labels whole and stay at the right
// edge when the table scrolls.
const wrapping: Record<'anywhere' | 'never', SxProps<Theme>> = {
  anywhere: { overflowWrap: 'anywhere', minWidth: '12ch' },
  never: { whiteSpace: 'nowrap' },
};
const actionsCell: SxProps<Theme> = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
};

/** The style of a column's body cells, or of its header (whose words never break). */
export function cellStyle<Row>(column: Column<Row>, header = false): SxProps<Theme> {
  const { actions, wrap } = column.columnDef.meta ?? {};
  if (actions) return actionsCell;
  return wrap && !header ? wrapping[wrap] : {};
}
