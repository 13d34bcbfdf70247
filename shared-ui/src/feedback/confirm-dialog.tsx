import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useT } from 'shared-api';

export interface ConfirmDialogProps {
  open: boolean;
  /** One of the catalogue's 'Are you sure…' / 'Do you want…' questions. */
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** Paints the confirm button red, for deletions and declines. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question; Escape and a click outside count as No. Its texts are translated here, so
 * a caller may hand them marked (m('...')) or already translated.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmText,
  cancelText,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>
        {title === undefined ? t('Are you sure?') : title && t(title)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message && t(message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          {cancelText === undefined ? t('Cancel') : cancelText && t(cancelText)}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmText === undefined ? t('Yes') : confirmText && t(confirmText)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
