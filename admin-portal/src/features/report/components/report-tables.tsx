import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLanguage, useT } from 'shared-api';
import type { ReportGroup } from '../api/report-queries';
import { formatFigure } from './report-figures';

export interface Figure {
  label: string;
  value: number | null;
  unit?: 'percent';
}

/** Named figures, one a row: their names already in the language on screen. */
export function FigureTable({ label, figures }: { label: string; figures: Figure[] }) {
  const language = useLanguage();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure.label}>
              <TableCell component="th" scope="row">
                {figure.label}
              </TableCell>
              <TableCell align="right">
                {formatFigure(language, figure.value, figure.unit)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Ratings and evaluation scores by position or by supervisor. */
export function GroupTable(props: { label: string; heading: string; groups: ReportGroup[] }) {
  const t = useT();
  const language = useLanguage();
  const figure = (value: number | null) => formatFigure(language, value);
  return (
    // Wider than a phone: the region scrolls, so it must take focus for keyboard users.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('{table}, scrollable', { table: props.label })}
    >
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            <TableCell>{props.heading}</TableCell>
            <TableCell align="right">{t('Rated tasks')}</TableCell>
            <TableCell align="right">{t('Average rating')}</TableCell>
            <TableCell align="right">{t('Evaluations')}</TableCell>
            <TableCell align="right">{t('Average score')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.groups.map((group) => (
            <TableRow key={group.id ?? 'none'}>
              <TableCell component="th" scope="row">
                {group.Name ?? t('No supervisor')}
              </TableCell>
              <TableCell align="right">{group.RatedTasks}</TableCell>
              <TableCell align="right">{figure(group.AverageRating)}</TableCell>
              <TableCell align="right">{group.Evaluations}</TableCell>
              <TableCell align="right">{figure(group.AverageScore)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
