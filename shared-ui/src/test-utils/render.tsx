import { createTheme, ThemeProvider } from '@mui/material';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// Ripples finish after a test's last act() and make React warn.
const testTheme = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

export function TestTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={testTheme}>{children}</ThemeProvider>;
}

export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestTheme, ...options });
}
