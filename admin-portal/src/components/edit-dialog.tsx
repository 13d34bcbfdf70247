import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, useEffect, useId, type ReactNode } from 'react';
import { useT } from 'shared-api';
import { useQueryFailure } from 'shared-ui/feedback';

export interface EditDialogProps<T extends { id: number | string }, K extends QueryKey> {
  title: string;
  /** The record to edit; the modal is closed without one. */
  id: number | string | null;
  /** How to load the record (its `queryOptions`), given its id. */
  query: (id: number | string) => UseQueryOptions<T, Error, T, K>;
  /** The catalogue message a failed load shows; the modal then closes. */
  failureMessage: string;
  maxWidth?: DialogProps['maxWidth'];
  onClose: () => void;
  /** The form, given the loaded record; it is mounted afresh for each record. */
  children: (record: T) => ReactNode;
}

/** An edit modal: loads the record, shows 'Loading...' until it is there, closes on a failure. */
export function EditDialog<T extends { id: number | string }, K extends QueryKey>({
  title,
  id,
  query,
  failureMessage,
  maxWidth,
  onClose,
  children,
}: EditDialogProps<T, K>) {
  const t = useT();
  const titleId = useId();
  const result = useQuery({ ...query(id ?? ''), enabled: id !== null });
  useQueryFailure(result.error, failureMessage);
  const failed = Boolean(result.error);
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  const record = result.data && String(result.data.id) === String(id) ? result.data : undefined;

  return (
    <Dialog
      open={id !== null && !failed}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {record ? (
        <Fragment key={record.id}>{children(record)}</Fragment>
      ) : (
        <DialogContent>
          <CircularProgress aria-label={t('Loading...')} />
        </DialogContent>
      )}
    </Dialog>
  );
}
