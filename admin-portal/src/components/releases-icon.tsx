import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Material's 'new releases' badge, for the sidebar (shared-ui/icons has no icon for releases). */
export function ReleasesIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m23 12-2.44-2.78.34-3.68-3.61-.82-1.89-3.18L12 3 8.6 1.54 6.71 4.72l-3.61.81.34 3.68L1 12l2.44 2.78-.34 3.69 3.61.82 1.89 3.18L12 21l3.4 1.46 1.89-3.18 3.61-.82-.34-3.68zm-10 5h-2v-2h2zm0-4h-2V7h2z" />
    </SvgIcon>
  );
}
