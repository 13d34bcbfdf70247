import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; react-router and zod use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen test clicks through several dialogs; on a busy CI machine that outlasts jest's 5 s
// default (a per-project `testTimeout` is ignored when the root runs several projects).
jest.setTimeout(20_000);
// The same for a screen's first render, which pays its lazy page's import: findBy waits 5 s, not 1.
configure({ asyncUtilTimeout: 5_000 });
