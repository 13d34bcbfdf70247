import { createColumnHelper } from '@tanstack/react-table';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { m, showLanguage, useSessionStore, type AppNotification } from 'shared-api';
import { answers, mockApi, type MockApi } from 'shared-api/testing';
import { askConfirmation, showError, showSuccess } from '../feedback/notification-store';
import { EmailField } from '../fields/text-fields';
import { NotificationBell } from '../notifications/notification-bell';
import { NotificationsPage } from '../notifications/notifications-page';
import { DataTable } from '../table/data-table';
import { renderAt, renderUi, renderWithHost } from '../test-utils/render';

// shared-ui in Swahili: its own texts, and the texts it is handed (marked with m('...') by the
// caller) translated where it shows them.

interface Person {
  id: number;
  Name: string;
  Department: string;
}

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('Name', { header: m('Name') }),
  column.accessor('Department', { header: m('Department') }),
];
const people: Person[] = [
  { id: 1, Name: 'Achieng Otieno', Department: 'Advisory' },
  { id: 2, Name: 'Kevin Mwangi', Department: 'Technology' },
];

describe('in Swahili', () => {
  it('draws the data table: its toolbar, headers, paging and empty text', async () => {
    const user = userEvent.setup();
    await act(() => showLanguage('sw'));
    renderUi(
      <DataTable
        title={m('Notifications')}
        columns={columns}
        data={people}
        filter={{ columnId: 'Department', label: m('Department') }}
        exportFileName="people"
        getRowId={(row) => String(row.id)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Arifa' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Tafuta' })).toHaveAttribute(
      'placeholder',
      'Tafuta rekodi 2...',
    );
    expect(screen.getByRole('columnheader', { name: 'Jina' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Idara' })).toBeVisible();
    const filter = screen.getByRole('combobox', { name: 'Idara' });
    expect(within(filter).getByRole('option', { name: 'Zote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hamisha CSV' })).toBeVisible();
    expect(screen.getByText('Ukurasa 1 kati ya 1')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Arifa, urambazaji wa kurasa' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ukurasa unaofuata' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Safu kwa kila ukurasa' })).toBeVisible();

    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('Hakuna data')).toBeVisible();

    // Back in English, the same table draws its English texts again.
    await act(() => showLanguage('en'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    expect(screen.getByText('No data available')).toBeVisible();
  });

  it('asks, warns and confirms in Swahili: the confirmation, the error popup and a toast', async () => {
    const user = userEvent.setup();
    await act(() => showLanguage('sw'));
    renderWithHost(<></>);

    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = askConfirmation(m('Enter your current password to change your email.'));
    });
    const question = screen.getByRole('dialog', { name: 'Una uhakika?' });
    expect(question).toHaveTextContent(
      'Andika nenosiri lako la sasa ili kubadilisha barua pepe yako.',
    );
    expect(within(question).getByRole('button', { name: 'Ghairi' })).toBeVisible();
    await user.click(within(question).getByRole('button', { name: 'Ndiyo' }));
    await expect(answer).resolves.toBe(true);

    act(() => showError(m('Your details are not available right now.')));
    const popup = await screen.findByRole('dialog', { name: 'Hitilafu' });
    expect(popup).toHaveTextContent('Taarifa zako hazipatikani kwa sasa.');
    await user.click(within(popup).getByRole('button', { name: 'Sawa' }));

    act(() => showSuccess(m('Save Changes')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hifadhi Mabadiliko');
  });

  it("shows a field's label and its error message (marked by the form's rules) in Swahili", async () => {
    await act(() => showLanguage('sw'));
    renderUi(
      <EmailField
        value=""
        onChange={jest.fn()}
        error={m('Enter your current password to change your email.')}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Barua pepe' });
    expect(field).toHaveAccessibleDescription(
      'Andika nenosiri lako la sasa ili kubadilisha barua pepe yako.',
    );
  });
});

describe('the notifications in Swahili', () => {
  const note = (Id: number, Read: boolean): AppNotification => ({
    Id,
    Kind: 'task_completed',
    Who: 'Achieng Otieno',
    Subject: `Task ${Id}`,
    Ref: String(Id),
    Text: `Achieng Otieno amekamilisha jukumu \u201cTask ${Id}\u201d.`,
    Path: `/dash/taskDetails/${Id}`,
    CreatedAt: '2026-11-27T07:05:00.000Z',
    Read,
  });
  let api: MockApi;
  beforeEach(() => {
    localStorage.clear();
    useSessionStore
      .getState()
      .startSession({ user: { Name: 'Wanjiru Kamau', user_id: 7 }, Role: ['SUP'], token: 't' });
    const latest = [note(2, false), note(1, true)];
    api = mockApi(
      answers({
        'GET /Notification': {
          status: 200,
          data: { Notifications: latest, Total: latest.length, Unread: 1 },
        },
      }),
    );
  });
  afterEach(() => api.restore());

  it('the page: its title, headers, statuses and buttons', async () => {
    await act(() => showLanguage('sw'));
    renderAt(<NotificationsPage />, { at: '/dash/notifications' });
    expect(screen.getByText('Inapakia...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Arifa', level: 1 })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Lini' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Haijasomwa' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Imesomwa' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Weka kuwa imesomwa: .*Task 2/ })).toHaveTextContent(
      'Weka kuwa imesomwa',
    );
    expect(screen.getByRole('button', { name: 'Weka zote kuwa zimesomwa' })).toBeVisible();
  });

  it('the bell: its count and its menu', async () => {
    const user = userEvent.setup();
    await act(() => showLanguage('sw'));
    renderAt(<NotificationBell basePath="/dash" />, { at: '/dash' });
    await user.click(await screen.findByRole('button', { name: 'Arifa 1 haijasomwa' }));
    expect(screen.getByRole('menuitem', { name: 'Angalia arifa zote' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Weka zote kuwa zimesomwa' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('menuitem')).toHaveLength(4));
  });
});
