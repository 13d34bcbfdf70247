import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; react-router and zod use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A time limit here catches a hang, not slowness (speed is measured by benchmarks). A screen test
// clicks through several dialogs: 16 s on a machine at a load of 7, and CI's machine was slower
// still (a per-project `testTimeout` is ignored when the root runs several projects).
jest.setTimeout(60_000);
// The same for a screen's first render, which pays its lazy page's import: findBy waits 15 s, not 1.
configure({ asyncUtilTimeout: 15_000 });
