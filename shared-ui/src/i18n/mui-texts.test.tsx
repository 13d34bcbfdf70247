import Autocomplete from '@mui/material/Autocomplete';
import TablePagination from '@mui/material/TablePagination';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { m, showLanguage, useSessionStore, useT } from 'shared-api';
import { mockApi } from 'shared-api/testing';
import { showSuccess } from '../feedback/notification-store';
import { AppFrame } from '../layout/app-frame';
import { createTestQueryClient, renderUi, renderWithHost } from '../test-utils/render';
import { withMuiTexts } from './mui-texts';

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

// The shell's theme gives only what a public page draws; the dashboards' frame adds the rest, so
// a first visit downloads none of their texts (docs/i18n.md).
describe("MUI's texts of the dashboards' components", () => {
  function ShellTheme({ children }: { children: ReactNode }) {
    const t = useT();
    const theme = useMemo(() => withMuiTexts(createTheme(), t), [t]);
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  }
  const picker = (
    <Autocomplete
      options={['Achieng Otieno']}
      renderInput={(params) => <TextField {...params} label="Mtu" />}
    />
  );

  it("come with AppFrame, on the shell's theme, which lacks them", async () => {
    const api = mockApi({ status: 200, data: { Notifications: [], Unread: 0 } });
    useSessionStore.getState().startSession({
      user: { Name: 'Grace Hopper', user_id: 3 },
      Role: ['SUP'],
      token: 'tok',
    });
    await act(() => showLanguage('sw'));
    const { unmount } = render(<ShellTheme>{picker}</ShellTheme>);
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    unmount();

    render(
      <ShellTheme>
        <QueryClientProvider client={createTestQueryClient()}>
          <MemoryRouter>
            <AppFrame title="DASHBOARD" basePath="/supervisorDashboard" navItems={[]}>
              {picker}
            </AppFrame>
          </MemoryRouter>
        </QueryClientProvider>
      </ShellTheme>,
    );
    expect(screen.getByRole('button', { name: 'Fungua' })).toHaveAttribute('title', 'Fungua');
    api.restore();
  });
});
