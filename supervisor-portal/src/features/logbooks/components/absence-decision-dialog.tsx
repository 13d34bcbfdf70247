import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useT, type AbsenceRequest } from 'shared-api';
import { ABSENCE_REASON_LABELS, formatDateRange } from 'shared-api/logbook';
import { approveAbsenceSchema, declineAbsenceSchema } from 'shared-api/forms';
import { useApproveAbsence, useDeclineAbsence } from '../hooks/use-absence-decisions';
import { RemarkDialog, type RemarkValues } from './remark-dialog';

export type AbsenceDecision = 'approve' | 'decline';

// An approval's remark may stay empty (none is sent); a decline's is required.
const approveResolver = zodResolver(approveAbsenceSchema) as unknown as Resolver<RemarkValues>;
const declineResolver = zodResolver(declineAbsenceSchema);

interface AbsenceDecisionDialogProps {
  request: AbsenceRequest;
  decision: AbsenceDecision;
  onClose: () => void;
}

/** Approve or Decline a pending request, with a remark for the intern. */
export function AbsenceDecisionDialog({ request, decision, onClose }: AbsenceDecisionDialogProps) {
  const approve = useApproveAbsence(request);
  const decline = useDeclineAbsence(request);
  const t = useT();
  const subject = `${request.InternName}, ${formatDateRange(request.FirstDay, request.LastDay)} (${t(ABSENCE_REASON_LABELS[request.Reason])})`;
  return decision === 'approve' ? (
    <RemarkDialog
      title={t('Approve Absence')}
      subject={subject}
      confirmText={t('Approve')}
      resolver={approveResolver}
      required={false}
      send={(payload, form) => approve.submit(payload, form)}
      onClose={onClose}
    />
  ) : (
    <RemarkDialog
      title={t('Decline Absence')}
      subject={subject}
      confirmText={t('Decline')}
      resolver={declineResolver}
      required
      send={(payload, form) => decline.submit({ Remark: payload.Remark ?? '' }, form)}
      onClose={onClose}
    />
  );
}
