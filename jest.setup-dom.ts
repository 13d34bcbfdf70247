import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks these; react-router and zod use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
