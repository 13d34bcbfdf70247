import { act, render, screen, within } from '@testing-library/react';
import { m, showLanguage } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { AppProviders } from './app-providers';

// Issue 67: the shell's theme gives MUI's own texts in the language on screen.
it("gives MUI's components their texts in the language on screen: the toast's Close", async () => {
  await act(() => showLanguage('sw'));
  render(<AppProviders>{null}</AppProviders>);
  act(() => showSuccess(m('Save Changes')));
  const toast = await screen.findByRole('alert');
  expect(within(toast).getByRole('button', { name: 'Funga' })).toHaveAttribute('title', 'Funga');

  await act(() => showLanguage('en'));
  expect(within(toast).getByRole('button', { name: 'Close' })).toHaveAttribute('title', 'Close');
});
