// Every program that compiles this file sees the parts' declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../catalogue-parts.d.ts" />
import { pagesWithTexts } from 'shared-api';

/**
 * The login page's code, `withPageTexts(import('...'))`, once the texts only it shows (the
 * shell's and the shared packages', scripts/i18n/catalogue-parts.cjs) are in place too: a first
 * visit of `/` downloads none of them, and the page draws in the language on screen from the
 * first. Apart from the shell's catalogues: /login loads it before the rest of the shell.
 */
export const withPageTexts = pagesWithTexts('shell/pages', {
  en: () => import('../../locales/en.json?part=pages'),
  sw: () => import('../../locales/sw.json?part=pages'),
});
