import { act } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { clear } from 'idb-keyval';
import { changeQueue } from '../api/offline/change-queue';

// The phone's connection in the portal's tests (jest only): navigator.onLine and its events.

let online = true;
jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

/** Loses the connection (no event needed: the screens ask navigator.onLine as they send). */
export function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

/** The connection returns: the browser's 'online' event, as the kept changes wait for. */
export function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** A phone with nothing kept (jest's IndexedDB is idb-keyval's entries in memory). */
export async function forgetKeptChanges() {
  online = true;
  onlineManager.setOnline(true);
  await clear();
  changeQueue.setState({ userId: null, Waiting: [], Unsent: [] });
}
