import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';
import { currentLanguage, registerCatalogue, showLanguage } from './shared-api/src/i18n';

// jsdom lacks these; react-router and zod use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A time limit here catches a hang, not slowness (speed is measured by benchmarks). A screen test
// clicks through several dialogs: 16 s on a machine at a load of 7, and CI's machine was slower
// still (a per-project `testTimeout` is ignored when the root runs several projects).
jest.setTimeout(60_000);
// The same for a screen's first render, which pays its lazy page's import: findBy waits 15 s, not 1.
configure({ asyncUtilTimeout: 15_000 });

// Emotion's style tags go to an element outside the document: jsdom's getComputedStyle matches
// every rule in the document for each element it is asked about, and Testing Library's ByRole
// asks for each ancestor of each candidate. That matching was about a third of the screen tests'
// CPU (docs/benchmarks.md, "Screen tests without Emotion's rules"). A test that asserts a style
// calls shared-ui/testing's `stylesInDocument()` before it renders.
if (typeof document !== 'undefined') {
  const outside = document.createElement('div');
  const { appendChild, insertBefore } = Node.prototype;
  const isEmotionTag = (parent: Node, node: Node) =>
    parent === document.head &&
    node instanceof HTMLStyleElement &&
    node.hasAttribute('data-emotion') &&
    !(globalThis as { emotionStylesInDocument?: boolean }).emotionStylesInDocument;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    return appendChild.call(isEmotionTag(this, node) ? outside : this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null) {
    if (isEmotionTag(this, node)) return appendChild.call(outside, node) as T;
    return insertBefore.call(this, node, child) as T;
  };
}

// Every package's catalogues, as the shell registers them: a screen draws in English unless a
// test shows another language (`await showLanguage('sw')`), and each test starts in English.

const { CATALOGUE_PACKAGES } = require('./scripts/i18n/packages.cjs') as {
  CATALOGUE_PACKAGES: string[];
};
// The server's catalogue is the server's: no screen shows it.
for (const name of CATALOGUE_PACKAGES.filter((pkg) => pkg !== 'server')) {
  void registerCatalogue(name, {
    en: require(`./${name}/src/locales/en.json`),
    sw: async () => require(`./${name}/src/locales/sw.json`),
  });
}
afterEach(() => (currentLanguage() === 'en' ? undefined : showLanguage('en')));
