/**
 * Marks a text written outside a component (a column's header, a catalogue message) for the
 * catalogues; it is translated where it is shown, with t(text). Returns it as it is. A file of
 * its own, importing nothing, so that the server's plain-data reads (shared-api/evaluations) can
 * use it too.
 */
export const m = <T extends string>(text: T): T => text;
