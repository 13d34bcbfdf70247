import { useEffect, useRef } from 'react';
import type { Application } from 'shared-api';

/** The id of an applicant's View Info, which the focus goes to once a decision is shown. */
export const viewInfoId = (id: number) => `view-info-${id}`;

/**
 * Accept and Decline go once the decision is shown (and were disabled while it was sent, which
 * dropped the focus): the focus goes on to the row's View Info, not to <body>. Answers the
 * function to call with the row decided.
 */
export function useFocusAfterDecision(rows: Application[]) {
  const decided = useRef<number | null>(null);
  useEffect(() => {
    const id = decided.current;
    const row = rows.find((one) => one.id === id);
    if (id === null || !row || row.ApplicationStatus === 'Accepted') return;
    decided.current = null;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(viewInfoId(id))?.focus();
  }, [rows]);
  return (id: number) => {
    decided.current = id;
  };
}
