import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answers,
  expectError,
  openTable,
  renderAdmin,
  rowOf,
  sent,
} from '../../../test-utils/render-admin';
import type { PackageReleases } from '../api/get-releases';

const PATH = '/adminDashboard/releases';
const LIVE = '0123456789abcdef';
const NEW = 'fedcba9876543210';
const SHELL = 'aaaaaaaa11111111';
const PROMOTE_URL = '/Admin/Releases/intern-portal/Promote';
const ROLLBACK_URL = '/Admin/Releases/intern-portal/Rollback';

const figures = (Release: string, PageViews: number, Errors: number) => ({
  Release,
  CreatedAt: '2026-11-26T08:00:00.000Z',
  GitCommit: 'abc123',
  PageViews,
  Errors,
});

const SHELL_ROW: PackageReleases = {
  Package: 'shell',
  Since: '2026-11-27T07:00:00.000Z',
  Live: SHELL,
  Share: null,
  LastEnded: null,
  Releases: [figures(SHELL, 0, 0)],
};
const INTERN_ROW: PackageReleases = {
  Package: 'intern-portal',
  Since: '2026-11-27T07:00:00.000Z',
  Live: LIVE,
  Share: { Release: NEW, Percent: 10, StartedAt: '2026-11-27T07:00:00.000Z', AutoPromote: false },
  LastEnded: {
    Release: '1111222233334444',
    Outcome: 'rolled back automatically',
    Reason: 'More errors than the live release',
    EndedAt: '2026-11-26T09:00:00.000Z',
  },
  Releases: [figures(NEW, 12, 3), figures(LIVE, 40, 1)],
};
const ADMIN_ROW: PackageReleases = {
  Package: 'admin-portal',
  Since: '2026-11-27T07:00:00.000Z',
  Live: null,
  Share: null,
  LastEnded: null,
  Releases: [],
};
const PROMOTED: PackageReleases = {
  ...INTERN_ROW,
  Live: NEW,
  Share: null,
  LastEnded: { Release: NEW, Outcome: 'promoted', Reason: null, EndedAt: '2026-11-27T10:00:00Z' },
};

let api: MockApi;
let current: PackageReleases[];

function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Admin/Releases': () => ({ status: 200, data: { Packages: current } }),
      [`POST ${PROMOTE_URL}`]: () => {
        current = [SHELL_ROW, PROMOTED, ADMIN_ROW];
        return { status: 200, data: PROMOTED };
      },
      [`POST ${ROLLBACK_URL}`]: () => {
        const rolledBack = { ...INTERN_ROW, Share: null };
        current = [SHELL_ROW, rolledBack, ADMIN_ROW];
        return { status: 200, data: rolledBack };
      },
      ...over,
    }),
  );
}

beforeEach(() => {
  current = [SHELL_ROW, INTERN_ROW, ADMIN_ROW];
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const cellsOf = (pkg: string) =>
  within(rowOf(pkg))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const loads = () => sent(api.requests, 'GET', '/Admin/Releases').length;

const openPage = () => openTable(PATH, 'intern-portal');

async function answer(user: UserEvent, title: string, choice: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByRole('button', { name: /^(Cancel|Ghairi)$/ })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: choice }));
  // Closing, the question loses its title ('Are you sure?' then) before it goes.
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    expect(screen.queryByRole('dialog', { name: /^(Are you sure\?|Una uhakika\?)$/ })).toBeNull();
  });
  return dialog;
}

test('shows each package: its live and new release, the share, the figures of both, the last outcome', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Package',
    'Live release',
    'New release',
    'Share',
    'Page views',
    'Error rate',
    'Last outcome',
    'Action',
  ]);
  expect(cellsOf('intern-portal')).toEqual([
    'intern-portal',
    '01234567',
    'fedcba98',
    '10 %',
    '40 / 12',
    '2.5 % / 25.0 %',
    'Rolled back automatically on 26 Nov 2026, 12:00More errors than the live release',
    'PromoteRoll back',
  ]);
  expect(cellsOf('shell')).toEqual([
    'shell',
    'aaaaaaaa',
    '—',
    '—',
    '0',
    '—',
    '—',
    'PromoteRoll back',
  ]);
  expect(cellsOf('admin-portal')).toEqual([
    'admin-portal',
    '—',
    '—',
    '—',
    '—',
    '—',
    '—',
    'PromoteRoll back',
  ]);
  // The whole ids are there for whoever needs them.
  expect(within(rowOf('intern-portal')).getByTitle(LIVE)).toHaveTextContent('01234567');
  expect(within(rowOf('intern-portal')).getByTitle(NEW)).toHaveTextContent('fedcba98');
});

test('Promote is enabled only for a package with a share; Roll back for every package', async () => {
  await openPage();
  expect(screen.getByRole('button', { name: 'Promote intern-portal' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Promote shell' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Promote admin-portal' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Roll back shell' })).toBeEnabled();
});

test('Promote asks first; confirmed, it posts, says the release is live and shows it live', async () => {
  const user = await openPage();
  const question = 'Promote fedcba98 of intern-portal to every user?';
  await user.click(screen.getByRole('button', { name: 'Promote intern-portal' }));
  await answer(user, question, 'Cancel');
  expect(sent(api.requests, 'POST', PROMOTE_URL)).toHaveLength(0);

  const before = loads();
  await user.click(screen.getByRole('button', { name: 'Promote intern-portal' }));
  await answer(user, question, 'Promote');
  expect(
    await screen.findByText('intern-portal: release fedcba98 is live for everyone.'),
  ).toBeInTheDocument();
  expect(sent(api.requests, 'POST', PROMOTE_URL)).toHaveLength(1);
  await waitFor(() => expect(cellsOf('intern-portal')[1]).toBe('fedcba98'));
  expect(loads()).toBe(before + 1);
  expect(cellsOf('intern-portal').slice(2, 7)).toEqual([
    '—',
    '—',
    '12',
    '25.0 %',
    'Promoted on 27 Nov 2026, 13:00',
  ]);
  expect(screen.getByRole('button', { name: 'Promote intern-portal' })).toBeDisabled();
});

test('Roll back asks with what users will see; confirmed, it posts and says so', async () => {
  const user = await openPage();
  await user.click(screen.getByRole('button', { name: 'Roll back intern-portal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Roll back intern-portal?' });
  expect(dialog).toHaveTextContent(
    'Users on the new release get the live one at their next page load.',
  );
  await answer(user, 'Roll back intern-portal?', 'Roll back');
  expect(await screen.findByText('intern-portal is rolled back.')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', ROLLBACK_URL)).toHaveLength(1);
  await waitFor(() => expect(cellsOf('intern-portal')[2]).toBe('—'));
});

test("a refused promotion (409) shows the server's reason and the list as the server has it", async () => {
  const reason = 'intern-portal has no share to promote.';
  const user = await openPage();
  serve({
    [`POST ${PROMOTE_URL}`]: () => {
      current = [SHELL_ROW, { ...INTERN_ROW, Share: null }, ADMIN_ROW];
      return { status: 409, data: { message: reason } };
    },
  });
  await user.click(screen.getByRole('button', { name: 'Promote intern-portal' }));
  await answer(user, 'Promote fedcba98 of intern-portal to every user?', 'Promote');
  const error = await expectError('Could not promote the release');
  expect(error).toHaveTextContent(reason);
  await user.click(within(error).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(cellsOf('intern-portal')[2]).toBe('—'));
  expect(screen.queryByText('intern-portal: release fedcba98 is live for everyone.')).toBeNull();
});

test('a failed rollback says the catalogue message', async () => {
  const user = await openPage();
  serve({ 'POST /Admin/Releases/shell/Rollback': { status: 500, data: { message: 'boom' } } });
  await user.click(screen.getByRole('button', { name: 'Roll back shell' }));
  const dialog = await screen.findByRole('dialog', { name: 'Roll back shell?' });
  // Without a share, a rollback changes what every user gets.
  expect(dialog).toHaveTextContent(
    'Every user gets the release before the live one at their next page load.',
  );
  await answer(user, 'Roll back shell?', 'Roll back');
  const error = await expectError('Could not roll back the release');
  expect(error).not.toHaveTextContent('boom');
});

test("a failed load says 'Could not get Releases'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin(PATH);
  await expectError('Could not get Releases');
});

test('an answer that is not the contract is a failed load, not a broken screen', async () => {
  api.answer({ status: 200, data: { Packages: [{ Package: 'shell' }] } });
  renderAdmin(PATH);
  await expectError('Could not get Releases');
});

test('in Swahili', async () => {
  await act(() => showLanguage('sw'));
  const user = await openPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Matoleo' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Kifurushi',
    'Toleo linalotumika',
    'Toleo jipya',
    'Sehemu ya watumiaji',
    'Kurasa zilizotazamwa',
    'Kiwango cha hitilafu',
    'Matokeo ya mwisho',
    'Kitendo',
  ]);
  expect(cellsOf('intern-portal')[6]).toMatch(/^Toleo la awali lilirudishwa kiotomatiki tarehe /);
  await user.click(screen.getByRole('button', { name: 'Rudisha toleo la awali la intern-portal' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Rudisha toleo la awali la intern-portal?',
  });
  expect(dialog).toHaveTextContent(
    'Watumiaji walio kwenye toleo jipya watapata toleo linalotumika watakapopakia ukurasa tena.',
  );
  await answer(user, 'Rudisha toleo la awali la intern-portal?', 'Ghairi');
  await user.click(screen.getByRole('button', { name: 'Panua kwa wote: intern-portal' }));
  await answer(user, 'Panua toleo fedcba98 la intern-portal kwa watumiaji wote?', 'Panua kwa wote');
  expect(
    await screen.findByText('intern-portal: toleo fedcba98 sasa linatumika kwa watumiaji wote.'),
  ).toBeInTheDocument();
});

// Issue 67: one who speaks a button's text to press it (voice control) says what it shows, so
// its name starts with that text (WCAG 2.5.3), in each language.
test.each(['en', 'sw'] as const)(
  "in %s, each button's accessible name starts with the text it shows",
  async (language) => {
    await act(() => showLanguage(language));
    await openPage();
    const buttons = screen
      .getAllByRole('button')
      .filter((button) => button.closest('table'))
      .map((button) => ({
        shown: button.textContent ?? '',
        name: button.getAttribute('aria-label') ?? button.textContent ?? '',
      }));
    // The sorting headers and each row's Promote and Roll back.
    expect(buttons).toHaveLength(13);
    for (const { shown, name } of buttons) {
      expect({ name, startsWithShown: name.startsWith(shown) }).toEqual({
        name,
        startsWithShown: true,
      });
    }
  },
);
