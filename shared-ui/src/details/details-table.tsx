import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useT } from 'shared-api';
import { shown } from '../i18n/shown';

export interface DetailsRow {
  label: string;
  value: ReactNode;
}

export interface DetailsTableProps {
  rows: DetailsRow[];
  /** Names the table when no heading names it. */
  'aria-label'?: string;
  /** The id of the heading or text that names the table. */
  'aria-labelledby'?: string;
}

/**
 * Label and value rows, drawn one way wherever details are shown (a person, a task, an
 * application, a status): a read-only table whose labels are row headers, so a screen reader
 * names each value. The labels (and a value given as a text, such as a status) are translated
 * here, so a portal may hand them marked with m('...') or translated.
 */
export function DetailsTable({ rows, 'aria-label': ariaLabel, ...names }: DetailsTableProps) {
  const t = useT();
  return (
    <Table size="small" aria-label={ariaLabel && t(ariaLabel)} {...names}>
      <TableBody>
        {rows.map(({ label, value }) => (
          <TableRow key={label}>
            <TableCell
              component="th"
              scope="row"
              sx={{ fontWeight: 600, pl: 0, width: '40%', verticalAlign: 'top' }}
            >
              {label && t(label)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(t, value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
