import { useEffect, useRef } from 'react';
import type { Application } from 'shared-api';
import { focusIsNowhere } from 'shared-ui/layout';

/** The id of an applicant's View Info, which the focus goes to once a decision is shown. */
export const viewInfoId = (id: number) => `view-info-${id}`;

/**
 * Accept and Decline go once the decision is shown (and were disabled while it was sent, which
 * dropped the focus): the focus goes on to the row's View Info, not to <body> nor where the
 * frame's watch put it meanwhile (the page's heading, while the list was read again). Answers the
 * function to call with the row decided.
 */
export function useFocusAfterDecision(rows: Application[]) {
  const decided = useRef<number | null>(null);
  useEffect(() => {
    const id = decided.current;
    const row = rows.find((one) => one.id === id);
    if (id === null || !row || row.ApplicationStatus === 'Accepted') return;
    decided.current = null;
    if (focusIsNowhere()) document.getElementById(viewInfoId(id))?.focus();
  }, [rows]);
  return (id: number) => {
    decided.current = id;
  };
}
