import { useSyncExternalStore } from 'react';
import { rolledBackPackages, subscribeRolledBack } from '../rolled-back-store';

const NONE: readonly string[] = [];

/** The rolled-back packages; none on the server and while hydrating, as the server drew it. */
export const useRolledBack = () =>
  useSyncExternalStore(subscribeRolledBack, rolledBackPackages, () => NONE);
