import Autocomplete from '@mui/material/Autocomplete';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { m, showLanguage } from 'shared-api';
import { showSuccess } from '../feedback/notification-store';
import { renderUi, renderWithHost } from '../test-utils/render';

// Issue 67: MUI's own texts (MUI ships no Swahili) come from the catalogues, through the theme.

const NO_ENGLISH = /\b(Close|Open|Clear|Loading|No options|Rows per page|page)\b/;

describe("MUI's own texts in Swahili", () => {
  it("the toast's close button: its label and its title", async () => {
    await act(() => showLanguage('sw'));
    renderWithHost(<></>);
    act(() => showSuccess(m('Save Changes')));
    const toast = await screen.findByRole('alert');
    const close = within(toast).getByRole('button', { name: 'Funga' });
    expect(close).toHaveAttribute('title', 'Funga');
  });

  it("the Autocomplete's open, close, clear, loading and no-options texts", async () => {
    const user = userEvent.setup();
    await act(() => showLanguage('sw'));
    const { rerender } = renderUi(
      <Autocomplete
        options={['Achieng Otieno', 'Kevin Mwangi']}
        defaultValue="Achieng Otieno"
        renderInput={(params) => <TextField {...params} label="Mtu" />}
      />,
    );
    expect(screen.getByRole('button', { name: 'Fungua' })).toHaveAttribute('title', 'Fungua');
    const clear = screen.getByRole('button', { name: 'Futa', hidden: true });
    expect(clear).toHaveAttribute('title', 'Futa');
    await user.click(screen.getByRole('button', { name: 'Fungua' }));
    expect(screen.getByRole('button', { name: 'Funga' })).toHaveAttribute('title', 'Funga');

    rerender(
      <Autocomplete
        key="loading"
        open
        loading
        options={[]}
        renderInput={(params) => <TextField {...params} label="Mtu" />}
      />,
    );
    expect(screen.getByText('Inapakia...')).toBeVisible();
    rerender(
      <Autocomplete
        key="empty"
        open
        options={[]}
        renderInput={(params) => <TextField {...params} label="Mtu" />}
      />,
    );
    expect(screen.getByText('Hakuna chaguo')).toBeVisible();
    expect(document.body.textContent).not.toMatch(NO_ENGLISH);
  });

  it("the TablePagination's labels and its buttons' names", async () => {
    await act(() => showLanguage('sw'));
    renderUi(
      <table>
        <tfoot>
          <tr>
            <TablePagination
              count={42}
              page={1}
              rowsPerPage={10}
              onPageChange={jest.fn()}
              showFirstButton
              showLastButton
            />
          </tr>
        </tfoot>
      </table>,
    );
    expect(screen.getByText('Safu kwa kila ukurasa')).toBeVisible();
    expect(screen.getByText('11–20 kati ya 42')).toBeVisible();
    for (const name of [
      'Ukurasa wa kwanza',
      'Ukurasa uliotangulia',
      'Ukurasa unaofuata',
      'Ukurasa wa mwisho',
    ]) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(document.body.textContent).not.toMatch(NO_ENGLISH);

    // Back in English, MUI's texts are English again.
    await act(() => showLanguage('en'));
    expect(screen.getByText('Rows per page')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeVisible();
  });
});
