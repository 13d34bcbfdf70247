// shared-ui/mui-texts: MUI's own texts from the catalogues, given to the shell's theme.
export { withMuiTexts } from '../i18n/mui-texts';
