import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from 'shared-api';
import { formatApplicationStatus } from 'shared-ui/badges';
import { PIPELINE_STATUSES, type PipelineStats } from '../api/pipeline-stats';

/** Applications per status: the numbers of the pipeline chart, readable without it. */
export function StatusTable({ stats }: { stats: PipelineStats }) {
  const t = useT();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('Applications per status')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Status')}</TableCell>
            <TableCell align="right">{t('Applications')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PIPELINE_STATUSES.map((status) => (
            <TableRow key={status}>
              <TableCell component="th" scope="row">
                {t(formatApplicationStatus(status))}
              </TableCell>
              <TableCell align="right">{stats.byStatus[status]}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('Total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {stats.total}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Applications per position and status: the numbers of the positions chart. */
export function PositionTable({ stats }: { stats: PipelineStats }) {
  const t = useT();
  return (
    // Wider than a phone: the region scrolls, so it must take focus for keyboard users.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('Applications per position, scrollable')}
    >
      <Table size="small" aria-label={t('Applications per position')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Position')}</TableCell>
            {PIPELINE_STATUSES.map((status) => (
              <TableCell key={status} align="right">
                {t(formatApplicationStatus(status))}
              </TableCell>
            ))}
            <TableCell align="right">{t('Total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stats.byPosition.length === 0 && (
            <TableRow>
              <TableCell colSpan={PIPELINE_STATUSES.length + 2} align="center">
                {t('No applications yet')}
              </TableCell>
            </TableRow>
          )}
          {stats.byPosition.map((entry) => (
            <TableRow key={entry.position}>
              <TableCell component="th" scope="row">
                {entry.position}
              </TableCell>
              {PIPELINE_STATUSES.map((status) => (
                <TableCell key={status} align="right">
                  {entry.counts[status]}
                </TableCell>
              ))}
              <TableCell align="right">{entry.total}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
