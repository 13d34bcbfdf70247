import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { showLanguage, useSessionStore } from 'shared-api';
import { answers, mockApi, type MockApi } from 'shared-api/testing';
import { AppFrame } from '../layout/app-frame';
import { TablePager } from '../table/table-pager';
import { renderUi, renderWithHost } from '../test-utils/render';

// Issue 67: the top bar's product name and the pager's label, in Swahili and whole.

describe('in Swahili', () => {
  let api: MockApi;
  beforeEach(() => {
    useSessionStore
      .getState()
      .startSession({ user: { Name: 'Wanjiru Kamau', user_id: 7 }, Role: ['SUP'], token: 't' });
    api = mockApi(
      answers({
        'GET /Notification': { status: 200, data: { Notifications: [], Total: 0, Unread: 0 } },
      }),
    );
  });
  afterEach(() => api.restore());

  it('the top bar names the product in Swahili, and in English after a switch back', async () => {
    await act(() => showLanguage('sw'));
    renderWithHost(
      <MemoryRouter initialEntries={['/supervisorDashboard']}>
        <AppFrame title="DASHBOARD" basePath="/supervisorDashboard" navItems={[]}>
          <p>Page</p>
        </AppFrame>
      </MemoryRouter>,
    );
    expect(screen.getByText('Mpango wa Mafunzo Kazini')).toBeVisible();
    expect(screen.queryByText('Internship Programme')).not.toBeInTheDocument();
    await act(() => showLanguage('en'));
    expect(screen.getByText('Internship Programme')).toBeVisible();
  });

  it("the pager's 'Rows per page' is a label of its own, beside its choice, not in the outline", async () => {
    await act(() => showLanguage('sw'));
    renderUi(
      <TablePager
        pageIndex={0}
        pageCount={3}
        pageSize={10}
        onPageChange={jest.fn()}
        onPageSizeChange={jest.fn()}
      />,
    );
    const size = screen.getByRole('combobox', { name: 'Safu kwa kila ukurasa' });
    expect(size).toHaveValue('10');
    // An outlined field's label is cut to its outline's width, where the Swahili words did not
    // fit: the label stands beside the choice, whole, in a line of its own.
    const label = screen.getByText('Safu kwa kila ukurasa');
    expect(label.tagName).toBe('LABEL');
    expect(label.closest('.MuiFormControl-root')).toBeNull();
    expect(document.querySelector('legend')?.textContent ?? '').not.toContain('Safu');
  });
});
