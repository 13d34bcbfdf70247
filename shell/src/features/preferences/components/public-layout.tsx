import Box from '@mui/material/Box';
import { LanguageSwitch, PageFooter, SkipLink } from 'shared-ui/page-header';
import { Outlet } from 'shared-ui/router';

/**
 * The public pages' header (the landing page, the forms, /login): the language switch, at the
 * top of the page, where a visitor who reads the other language looks for it. The dashboards
 * have theirs in the top bar (shared-ui's AppFrame). "Skip to content" comes first, as there;
 * the footer links the accessibility statement, as there.
 */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
        <LanguageSwitch color="primary" />
      </Box>
      <Outlet />
      <PageFooter />
    </>
  );
}
