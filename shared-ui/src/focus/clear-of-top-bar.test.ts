import { renderHook } from '@testing-library/react';
import { useFocusClearOfTopBar } from './clear-of-top-bar';

test('while the top bar is drawn, a scroll to the focus stops clear of it', () => {
  const { unmount } = renderHook(() => useFocusClearOfTopBar());
  expect(document.documentElement.style.scrollPaddingTop).toBe('72px');
  unmount();
  expect(document.documentElement.style.scrollPaddingTop).toBe('');
});
