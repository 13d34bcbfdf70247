import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage, type Intake } from 'shared-api';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answers,
  captureCsv,
  expectError,
  openTable,
  POSITIONS,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/intakes';

const JANUARY: Intake = {
  id: 1,
  Name: 'January 2027 intake',
  ApplicationsOpen: '2026-11-01',
  ApplicationsClose: '2026-12-15',
  InternshipStart: '2027-01-11',
  InternshipEnd: '2027-04-30',
  Positions: [POSITIONS[0], POSITIONS[1]],
  State: 'Open',
};
const JULY: Intake = {
  id: 2,
  Name: 'July 2027 intake',
  ApplicationsOpen: '2027-04-01',
  ApplicationsClose: '2027-05-31',
  InternshipStart: '2027-07-05',
  InternshipEnd: '2027-10-29',
  Positions: [POSITIONS[2]],
  State: 'Upcoming',
};

let api: MockApi;
let current: Intake[];

function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Intake': () => ({ status: 200, data: { Intakes: current } }),
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'POST /Intake': (request) => {
        const body = bodyOf(request) as Omit<Intake, 'Positions' | 'id' | 'State'> & {
          Positions: number[];
        };
        const positions = POSITIONS.filter((position) => body.Positions.includes(position.id));
        current = [...current, { ...body, id: 3, Positions: positions, State: 'Upcoming' }];
        return { status: 201, data: { message: 'New Intake Added', id: 3 } };
      },
      'GET /Intake/2/edit': { status: 200, data: { intake: JULY } },
      'PUT /Intake/2': (request) => {
        const { Name } = bodyOf(request) as { Name: string };
        current = current.map((row) => (row.id === 2 ? { ...row, Name } : row));
        return { status: 200, data: { message: 'Intake Updated Successfully' } };
      },
      ...over,
    }),
  );
}

beforeEach(() => {
  current = [JANUARY, JULY];
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const openList = () => openTable(PATH, 'July 2027 intake');

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'March 2027 intake');
  const dates: [RegExp, string][] = [
    [/^Applications open/, '2027-01-04'],
    [/^Applications close/, '2027-01-29'],
    [/^Internship starts/, '2027-03-01'],
    [/^Internship ends/, '2027-06-30'],
  ];
  for (const [label, value] of dates) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(within(dialog).getByRole('checkbox', { name: 'Engineering' }));
}

test('lists the intakes with their dates, positions and window, filters and exports them', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Intakes' })).toBeVisible();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Applications Open',
    'Applications Close',
    'Internship Start',
    'Internship End',
    'Positions',
    'Status',
    'Action',
  ]);
  expect(screen.getByRole('cell', { name: 'Advisory, Engineering' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(csv.names).toEqual(['intakes.csv']);
  expect((await csv.lines())[0]).toBe(
    'Name,Applications Open,Applications Close,Internship Start,Internship End,Positions,Status',
  );
  expect((await csv.lines())[1]).toBe(
    'January 2027 intake,2026-11-01,2026-12-15,2027-01-11,2027-04-30,"Advisory, Engineering",Open',
  );
  csv.restore();
  await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Upcoming');
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'January 2027 intake' })).toBeNull(),
  );
  expect(screen.getByRole('cell', { name: 'July 2027 intake' })).toBeInTheDocument();
});

test("Add Intake sends it, says 'New Intake Added', closes and lists it", async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Add Intake' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Intake' });
  await fill(user, dialog);
  for (const day of ['4 Jan 2027', '29 Jan 2027', '1 Mar 2027', '30 Jun 2027']) {
    expect(within(dialog).getByText(day)).toBeVisible();
  }
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('New Intake Added')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Intake')[0])).toEqual({
    Name: 'March 2027 intake',
    ApplicationsOpen: '2027-01-04',
    ApplicationsClose: '2027-01-29',
    InternshipStart: '2027-03-01',
    InternshipEnd: '2027-06-30',
    Positions: [2],
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Intake' })).toBeNull());
  expect(await screen.findByRole('cell', { name: 'March 2027 intake' })).toBeInTheDocument();
});

test('Add Intake checks the form, and puts a 422 under its field', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Add Intake' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Intake' });
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(within(dialog).getAllByText('Choose a date')).toHaveLength(4);
  expect(within(dialog).getByText('Choose at least one position')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Intake')).toHaveLength(0);

  const closesEarly = 'Applications cannot close before they open.';
  serve({
    'POST /Intake': { status: 422, data: { errors: { ApplicationsClose: [closesEarly] } } },
  });
  await fill(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText(closesEarly)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test("a failed add says 'Could not add new Intake'", async () => {
  const user = await openList();
  serve({ 'POST /Intake': { status: 500, data: {} } });
  await user.click(screen.getByRole('button', { name: 'Add Intake' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Intake' });
  await fill(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await expectError('Could not add new Intake');
});

test("Edit opens 'Edit Intake' filled in, saves, says so and closes", async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Edit July 2027 intake' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Intake' });
  const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
  expect(name).toHaveValue('July 2027 intake');
  const ends = within(dialog).getByLabelText(/^Internship ends/);
  expect(ends).toHaveValue('2027-10-29');
  // The browser shows the value in its own order; beside it, the day as other screens write it.
  expect(ends).toHaveAccessibleDescription('29 Oct 2027');
  expect(within(dialog).getByText('1 Apr 2027')).toBeVisible();
  expect(within(dialog).getByRole('checkbox', { name: 'Technology' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Advisory' })).not.toBeChecked();
  await user.clear(name);
  await user.type(name, 'July 2027 intake (extended)');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Intake Updated Successfully')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Intake/2')[0])).toEqual({
    Name: 'July 2027 intake (extended)',
    ApplicationsOpen: '2027-04-01',
    ApplicationsClose: '2027-05-31',
    InternshipStart: '2027-07-05',
    InternshipEnd: '2027-10-29',
    Positions: [3],
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Intake' })).toBeNull());
  expect(
    await screen.findByRole('cell', { name: 'July 2027 intake (extended)' }),
  ).toBeInTheDocument();
});

test("a failed save says 'Could Not Update Intake'", async () => {
  const user = await openList();
  serve({ 'PUT /Intake/2': { status: 500, data: {} } });
  await user.click(screen.getByRole('button', { name: 'Edit July 2027 intake' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Intake' });
  await within(dialog).findByRole('textbox', { name: /^Name/ });
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await expectError('Could Not Update Intake');
});

test("an intake that cannot be loaded says 'Could not get Intake Details'", async () => {
  const user = await openList();
  serve({ 'GET /Intake/2/edit': { status: 404, data: { message: 'Intake not found' } } });
  await user.click(screen.getByRole('button', { name: 'Edit July 2027 intake' }));
  await expectError('Could not get Intake Details');
});

test("a failed load says 'Could not get Intakes'", async () => {
  serve({ 'GET /Intake': { status: 500, data: {} } });
  renderAdmin(PATH);
  await expectError('Could not get Intakes');
});

test('in Swahili, the columns, the states and the status filter are in Swahili', async () => {
  await act(() => showLanguage('sw'));
  const user = await openList();
  expect(screen.getByRole('heading', { level: 1, name: 'Awamu' })).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual(
    expect.arrayContaining([
      'Maombi Yanafunguliwa',
      'Maombi Yanafungwa',
      'Mwanzo wa Mafunzo Kazini',
      'Mwisho wa Mafunzo Kazini',
      'Hali',
      'Kitendo',
    ]),
  );
  const january = screen.getByRole('cell', { name: 'January 2027 intake' }).closest('tr')!;
  expect(within(january).getByRole('cell', { name: 'Wazi' })).toBeInTheDocument();
  expect(
    within(january).getByRole('button', { name: 'Hariri January 2027 intake' }),
  ).toHaveTextContent('Hariri');
  const filter = screen.getByLabelText('Hali');
  expect(
    within(filter)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent),
  ).toEqual(['Wazi', 'Inakuja', 'Imefungwa']);
  await user.selectOptions(filter, 'Inakuja');
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'January 2027 intake' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('cell', { name: 'July 2027 intake' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ongeza Awamu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ongeza Awamu' });
  expect(within(dialog).getByText('Kwa mfano: awamu ya Januari 2027')).toBeInTheDocument();
  expect(within(dialog).getByText('Nafasi zinazotolewa')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
});
