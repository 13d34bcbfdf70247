import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A part of a notice page (the privacy notice, the accessibility statement): its h2 and text. */
export function NoticeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A notice's bulleted list; `label` names it where the heading above does not say enough. */
export function NoticeItems({ label, items }: { label?: string; items: string[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
