import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Material's 'bar chart', for the sidebar's Reports (shared-ui/icons has none). */
export function ReportsIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 9h4v11H4zm12 4h4v7h-4zm-6-9h4v16h-4z" />
    </SvgIcon>
  );
}
