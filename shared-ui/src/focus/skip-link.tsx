import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useT } from 'shared-api';
import { focusPageStart } from './page-focus';

/** The id every page's <main> carries: the skip link's target when JavaScript is off. */
export const MAIN_CONTENT_ID = 'main-content';

const go = (event: MouseEvent<HTMLAnchorElement>) => {
  // With JavaScript the focus goes to the page's heading (the first thing to read), and the
  // address keeps no '#main-content' that a reload or a shared link would carry.
  if (focusPageStart()) event.preventDefault();
};

/**
 * "Skip to content", the page's first Tab stop (WCAG 2.4.1): out of sight until it has the
 * focus, then at the top left, above the top bar, so it is never covered (2.4.11).
 */
export function SkipLink() {
  const t = useT();
  return (
    // A plain <a> in a Box: MUI's Link (and its Typography) would add to every first visit.
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={go}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 500,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', outline: '3px solid', outlineOffset: 2 },
      }}
    >
      {t('Skip to content')}
    </Box>
  );
}
