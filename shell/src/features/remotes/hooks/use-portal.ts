import { useCallback, useEffect, useState } from 'react';
import { loadPortal, loadedPortal, type PortalName, type PortalRoutes } from '../api/load-portal';

type PortalState =
  { status: 'loading' } | { status: 'ready'; Routes: PortalRoutes } | { status: 'failed' };

function initialState(name: PortalName): PortalState {
  const Routes = loadedPortal(name);
  return Routes ? { status: 'ready', Routes } : { status: 'loading' };
}

/** Loads a portal's route tree on first use; `retry` asks the server again where it lives. */
export function usePortal(name: PortalName) {
  const [state, setState] = useState<{ name: PortalName; portal: PortalState }>(() => ({
    name,
    portal: initialState(name),
  }));
  const [attempt, setAttempt] = useState(0);
  const current = state.name === name ? state.portal : initialState(name);

  useEffect(() => {
    if (current.status !== 'loading') return;
    let active = true;
    loadPortal(name, attempt > 0).then(
      (Routes) => active && setState({ name, portal: { status: 'ready', Routes } }),
      (error: unknown) => {
        console.error(`Could not load ${name}`, error);
        if (active) setState({ name, portal: { status: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [name, attempt, current.status]);

  const retry = useCallback(() => {
    setState({ name, portal: { status: 'loading' } });
    setAttempt((count) => count + 1);
  }, [name]);

  return { portal: current, retry };
}
