import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import type { ApplicationStatusResult } from 'shared-api';
import { formatApplicationStatus } from 'shared-ui/badges';
import { publicPaths } from '../../../api/paths';

export interface ApplicationStatusDialogProps {
  result: ApplicationStatusResult | null;
  onClose: () => void;
}

/** The modal 'Your Application Status': Name, Email, Position and the status's display text. */
export function ApplicationStatusDialog({ result, onClose }: ApplicationStatusDialogProps) {
  const titleId = useId();
  const rows: [string, string][] = result
    ? [
        ['Name', result.Name],
        ['Email', result.Email],
        ['Position', result.Position],
        ['Application Status', formatApplicationStatus(result.ApplicationStatus)],
      ]
    : [];
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>Your Application Status</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, pl: 0, width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={publicPaths.landing}>
          Home
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
