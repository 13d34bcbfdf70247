import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLanguage, useT } from 'shared-api';
import { stackedOnPhone } from 'shared-ui/table';
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
  const headers = [t('Rated tasks'), t('Average rating'), t('Evaluations'), t('Average score')];
  return (
    // Wider than its card between a phone and a laptop: the region scrolls there, so it must
    // take focus for keyboard users. On a phone each group is a block of lines instead.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('{table}, scrollable', { table: props.label })}
    >
      <Table size="small" aria-label={props.label} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>{props.heading}</TableCell>
            {headers.map((header) => (
              <TableCell key={header} align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.groups.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length + 1} align="center">
                {t('No data available')}
              </TableCell>
            </TableRow>
          )}
          {props.groups.map((group) => (
            <TableRow key={group.id ?? 'none'}>
              <TableCell component="th" scope="row">
                {group.Name ?? t('No supervisor')}
              </TableCell>
              {[
                group.RatedTasks,
                figure(group.AverageRating),
                group.Evaluations,
                figure(group.AverageScore),
              ].map((value, column) => (
                <TableCell key={headers[column]} align="right" data-label={headers[column]}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
