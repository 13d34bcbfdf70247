import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { answers, expectError, renderAdmin, sent } from '../../../test-utils/render-admin';
import type { ImportJob, ImportPreview, KindColumn } from '../api/import-calls';

const PATH = '/adminDashboard/import';

const column = (Field: KindColumn['Field'], Header: string, Required = true): KindColumn => ({
  Field,
  Header,
  Required,
  Rule: `${Header} rule`,
  Example: 'x',
});
const KINDS = [
  {
    Kind: 'supervisors',
    Columns: [
      column('Name', 'Name'),
      column('Email', 'Email'),
      column('Language', 'Language', false),
    ],
  },
  { Kind: 'interns', Columns: [column('Name', 'Name')] },
  { Kind: 'positions', Columns: [column('Name', 'Position')] },
];

const job = (over: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  Kind: 'supervisors',
  Status: 'uploaded',
  FileName: 'people.xlsx',
  TotalRows: 3,
  DoneRows: 0,
  SkippedRows: 0,
  CreatedAt: '2026-11-28T08:00:00.000Z',
  CreatedBy: 'Admin',
  FinishedAt: null,
  UndoneAt: null,
  UndoneBy: null,
  ...over,
});

const PREVIEW: ImportPreview = {
  Columns: [
    { Header: 'Jina', Field: 'Name' },
    { Header: 'Mail', Field: null },
  ],
  Missing: [],
  Valid: 2,
  Invalid: 1,
  Rows: [
    { Row: 3, Errors: [{ Field: 'Name', Message: 'The Name must be at least 2 characters.' }] },
  ],
  Total: 1,
};

let api: MockApi;
let current: ImportJob;
let history: ImportJob[];

function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Admin/Imports/Kinds': { status: 200, data: { Kinds: KINDS } },
      'GET /Admin/Imports': () => ({ status: 200, data: { Imports: history } }),
      'POST /Admin/Imports': { status: 201, data: { message: 'File uploaded', id: 7 } },
      'GET /Admin/Imports/7': () => ({ status: 200, data: current }),
      'GET /Admin/Imports/7/Preview': { status: 200, data: PREVIEW },
      'PUT /Admin/Imports/7/Columns': { status: 200, data: { message: 'Columns saved' } },
      'POST /Admin/Imports/7/Run': () => {
        current = job({ Status: 'done', DoneRows: 2, SkippedRows: 1 });
        history = [current];
        return { status: 202, data: { message: 'The import has started.' } };
      },
      'POST /Admin/Imports/7/Undo': () => {
        history = [job({ Status: 'undone', DoneRows: 2, UndoneBy: 'Admin' })];
        return { status: 200, data: { message: 'The import was undone.', Removed: 2 } };
      },
      ...over,
    }),
  );
}

beforeEach(() => {
  current = job();
  history = [];
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

async function uploadFile() {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  const user = userEvent.setup({ delay: null });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  // The button opens the file input (a label given the button role is not allowed).
  const opened = jest.fn();
  input.addEventListener('click', opened);
  await user.click(screen.getByRole('button', { name: 'Upload a CSV or XLSX file' }));
  expect(opened).toHaveBeenCalledTimes(1);
  await user.upload(input, new File(['Jina,Mail'], 'people.xlsx'));
  return user;
}

test("uploads a file, shows the columns' matches and each row's errors, imports and undoes", async () => {
  const user = await uploadFile();
  expect(screen.getByText('Email (required): Email rule')).toBeInTheDocument();
  const form = bodyOf(sent(api.requests, 'POST', '/Admin/Imports')[0]) as FormData;
  expect(form.get('Kind')).toBe('supervisors');
  expect(await screen.findByText('2 rows can be imported; 1 row has errors.')).toBeVisible();
  expect(
    within(screen.getByRole('table', { name: 'Preview' })).getByRole('cell', {
      name: 'Name: The Name must be at least 2 characters.',
    }),
  ).toBeVisible();
  // Two tables on the screen, each pager named after its table.
  expect(screen.getByRole('navigation', { name: 'Preview, pagination' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Imports, pagination' })).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Mail' }));
  await user.click(await screen.findByRole('option', { name: 'Email' }));
  await waitFor(() =>
    expect(sent(api.requests, 'PUT', '/Admin/Imports/7/Columns')).toHaveLength(1),
  );
  expect(bodyOf(sent(api.requests, 'PUT', '/Admin/Imports/7/Columns')[0])).toEqual({
    Columns: ['Name', 'Email'],
  });

  await user.click(screen.getByRole('checkbox', { name: /All or nothing/ }));
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /All or nothing/ }));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(bodyOf(sent(api.requests, 'POST', '/Admin/Imports/7/Run')[0])).toEqual({
    AllOrNothing: false,
  });
  expect(await screen.findByText('2 rows were imported; 1 skipped.')).toBeVisible();

  const row = (await screen.findByRole('cell', { name: 'Imported' })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Undo' }));
  const confirm = await screen.findByRole('dialog');
  await user.click(within(confirm).getByRole('button', { name: /Yes|OK|Confirm|Undo/ }));
  expect(await screen.findByRole('cell', { name: 'Undone' })).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Admin/Imports/7/Undo')).toHaveLength(1);
});

test("a file the server refuses says why in the 'Error' popup", async () => {
  serve({
    'POST /Admin/Imports': { status: 422, data: { message: 'The column Email appears twice.' } },
  });
  await uploadFile();
  const dialog = await expectError('Could not read the file.');
  expect(dialog).toHaveTextContent('The column Email appears twice.');
});

test('a running import shows its progress', async () => {
  current = job({ Status: 'running', DoneRows: 1, TotalRows: 4 });
  await uploadFile();
  expect(await screen.findByText('Importing: 1 of 4 rows.')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
});

test('speaks Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAdmin(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ingiza' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Kiolezo (XLSX)' })).toBeVisible();
  await act(() => showLanguage('en'));
});
