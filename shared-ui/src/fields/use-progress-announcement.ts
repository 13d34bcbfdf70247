import { useEffect, useRef } from 'react';
import { useT } from 'shared-api';
import { announce } from 'shared-ui/feedback';
import { usePercent } from '../i18n/percent';

/**
 * Reads an upload's progress out (WCAG 4.1.3) at its start, each quarter and its end, not at
 * each percent: a screen reader would say nothing else while the file is sent.
 */
export function useProgressAnnouncement(label: string | undefined, progress: number | null) {
  const t = useT();
  const percent = usePercent();
  const said = useRef<number | null>(null);
  useEffect(() => {
    if (progress == null) {
      said.current = null;
      return;
    }
    const quarter = Math.floor(progress / 25);
    if (said.current === quarter) return;
    said.current = quarter;
    announce(t('{label} upload: {percent}', { label, percent: percent(progress) }));
  }, [label, progress, t, percent]);
}
