// Plain module state, not zustand: the page's first script (index.ts) writes it, before the
// shared modules (React, zustand) may be used.
let packages: readonly string[] = [];
const listeners = new Set<() => void>();

/** The packages this page runs a release of that has been rolled back since. */
export const rolledBackPackages = () => packages;

export function subscribeRolledBack(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function addRolledBack(names: string[]): void {
  const added = names.filter((name) => !packages.includes(name));
  if (added.length === 0) return;
  packages = [...packages, ...added];
  listeners.forEach((listener) => listener());
}
