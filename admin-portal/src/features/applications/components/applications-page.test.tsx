import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage, type Application } from 'shared-api';
import { bodyOf, mockApi, pagedAnswer, paramsOf, type MockApi } from 'shared-api/testing';
import { useNotificationStore } from 'shared-ui/feedback';
import { emailOutcomeTexts } from '../../../utils/email-outcome';
import {
  answerQuestion,
  answers,
  application,
  expectError,
  captureCsv,
  openTable,
  POSITIONS,
  renderAdmin,
  rowOf,
  sent,
} from '../../../test-utils/render-admin';

const queue = [
  application(1, { Name: 'Ada Lovelace', Position: 'Engineering' }),
  application(2, { Name: 'Baraka Otieno', Position: 'Advisory', position_id: 1 }),
];

let api: MockApi;
let current = queue;

// The server pages, searches and filters (by position id) the queue.
const applicants = (rows: () => Application[]) =>
  pagedAnswer('Applicants', rows, { filterBy: (row) => String(row.position_id) });
const positions = { status: 200, data: { Positions: POSITIONS } };
const intakeOf = (request: { params?: unknown }) => (request.params as { intake?: string }).intake;

beforeEach(() => {
  current = queue;
  api = mockApi(
    answers({
      'GET /Admin/User/Applicants': applicants(() => current),
      'GET /Position': positions,
      'PUT /Apply/1': () => {
        current = queue.filter((row) => row.id !== 1);
        return {
          status: 200,
          data: { message: 'Application Declined', ApplicationStatus: 'Declined', Email: 'sent' },
        };
      },
    }),
  );
});
afterEach(() => api.restore());

const openQueue = () => openTable('/adminDashboard/applications', 'Ada Lovelace');

test('lists the queue under its title, with the spec columns and the position filter', async () => {
  renderAdmin('/adminDashboard/applications');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Internship Applications' }),
  ).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual([
    '',
    'Name',
    'Email',
    'Phone Number',
    'Application For',
    'Status',
    'CV',
    'Letter',
    'Action',
  ]);
  // No intake defined: no choice of intake, as the spec's screen.
  expect(screen.queryByRole('combobox', { name: 'Intake' })).toBeNull();
  expect(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'View CV of Ada Lovelace' }));
  expect(
    within(rowOf('Ada Lovelace')).getByRole('button', { name: 'View letter of Ada Lovelace' }),
  ).toHaveTextContent('View');
  const user = userEvent.setup({ delay: null });
  const filter = screen.getByLabelText('Application For');
  await waitFor(() =>
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Advisory', 'Engineering', 'Technology']),
  );
  await user.selectOptions(filter, 'Advisory');
  expect(paramsOf(sent(api.requests, 'GET', '/Admin/User/Applicants').at(-1)!)).toEqual({
    page: 1,
    pageSize: 10,
    filter: '1',
  });
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('cell', { name: 'Baraka Otieno' })).toBeInTheDocument();
});

test('asks the server for one page at a time and shows its Total', async () => {
  current = Array.from({ length: 23 }, (_, i) =>
    application(i + 1, { Name: `Applicant ${String(i + 1).padStart(2, '0')}` }),
  );
  renderAdmin('/adminDashboard/applications');
  await screen.findByRole('cell', { name: 'Applicant 01' });
  const lists = () => sent(api.requests, 'GET', '/Admin/User/Applicants').map(paramsOf);
  expect(lists()).toEqual([{ page: 1, pageSize: 10 }]);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 23 records...');
  expect(screen.getAllByRole('row')).toHaveLength(1 + 10);

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('cell', { name: 'Applicant 11' })).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).toBeNull();
  expect(lists().at(-1)).toEqual({ page: 2, pageSize: 10 });

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'applicant2');
  await screen.findByText('Page 1 of 1');
  expect(lists().at(-1)).toEqual({ page: 1, pageSize: 10, search: 'applicant2' });
  expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
});

test('with intakes, an Intake choice asks the server for that intake, from the first page', async () => {
  current = Array.from({ length: 13 }, (_, i) =>
    application(i + 1, { Name: `Applicant ${String(i + 1).padStart(2, '0')}` }),
  );
  const winterRows = [application(30, { Name: 'Winter Applicant' })];
  api.answer(
    answers({
      'GET /Admin/User/Applicants': (request) =>
        applicants(() => (intakeOf(request) === '4' ? winterRows : current))(request),
      'GET /Position': positions,
      'GET /Intake': {
        status: 200,
        data: { Intakes: [{ id: 4, Name: 'Winter 2027', Positions: [], State: 'Open' }] },
      },
    }),
  );
  renderAdmin('/adminDashboard/applications');
  await screen.findByRole('cell', { name: 'Applicant 01' });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByRole('cell', { name: 'Applicant 11' });
  const choice = await screen.findByRole('combobox', { name: 'Intake' });
  expect((choice as HTMLSelectElement).value).toBe('');
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All intakes', 'Winter 2027', 'No intake']);
  await user.selectOptions(choice, 'Winter 2027');
  expect(await screen.findByRole('cell', { name: 'Winter Applicant' })).toBeInTheDocument();
  expect(paramsOf(sent(api.requests, 'GET', '/Admin/User/Applicants').at(-1)!)).toEqual({
    page: 1,
    pageSize: 10,
    intake: '4',
  });
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
});

test('exports the filtered rows as CSV', async () => {
  const user = await openQueue();
  const csv = captureCsv();
  await user.selectOptions(screen.getByLabelText('Application For'), 'Advisory');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(csv.names).toEqual(['applications.csv']));
  expect(paramsOf(sent(api.requests, 'GET', '/Admin/User/Applicants').at(-1)!)).toEqual({
    page: 1,
    pageSize: 100,
    filter: '1',
  });
  expect(await csv.lines()).toEqual([
    'Name,Email,Phone Number,Application For,Status',
    'Baraka Otieno,applicant2@example.com,+254712345678,Advisory,Processing',
  ]);
  csv.restore();
});

test("a failed load says 'Could not get Applications'", async () => {
  api.answer({ status: 500, data: { message: 'Internal Server Error' } });
  renderAdmin('/adminDashboard/applications');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Applications',
  );
  expect(screen.getByText('No data available')).toBeInTheDocument();
});

test('Accept leads to the schedule page of the application', async () => {
  const user = await openQueue();
  const accept = within(rowOf('Ada Lovelace')).getByRole('link', { name: 'Accept Ada Lovelace' });
  expect(accept).toHaveAttribute('href', '/adminDashboard/applications/1/scheduleInterview');
  await user.click(accept);
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/adminDashboard/applications/1/scheduleInterview',
  );
});

test('Decline asks first, sends Declined, says so and drops the row', async () => {
  const user = await openQueue();
  await user.click(screen.getByRole('button', { name: 'Decline Ada Lovelace' }));
  await answerQuestion(user, 'Are you sure you want to decline this application?', 'Yes');
  expect(await screen.findByText('Application Declined')).toBeInTheDocument();
  const [put] = sent(api.requests, 'PUT', '/Apply/1');
  expect(bodyOf(put)).toEqual({ ApplicationStatus: 'Declined' });
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('cell', { name: 'Baraka Otieno' })).toBeInTheDocument();
});

test('Decline cancelled sends nothing', async () => {
  const user = await openQueue();
  await user.click(screen.getByRole('button', { name: 'Decline Ada Lovelace' }));
  await answerQuestion(user, 'Are you sure you want to decline this application?', 'Cancel');
  expect(sent(api.requests, 'PUT', '/Apply/1')).toHaveLength(0);
  expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
});

test('a decline whose e-mail is queued says so after the catalogue text', async () => {
  const user = await openQueue();
  api.answer(
    answers({
      'GET /Admin/User/Applicants': applicants(() => queue),
      'PUT /Apply/1': {
        status: 200,
        data: { message: 'queued', ApplicationStatus: 'Declined', Email: 'queued' },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Decline Ada Lovelace' }));
  await answerQuestion(user, 'Are you sure you want to decline this application?', 'Yes');
  expect(await screen.findByText('Application Declined')).toBeInTheDocument();
  expect(useNotificationStore.getState().toasts.map((toast) => toast.message)).toEqual([
    'Application Declined',
    emailOutcomeTexts.queued,
  ]);
});

test("a refused decline says 'Could Not Decline Application' and the server's reason", async () => {
  const user = await openQueue();
  api.answer(
    answers({
      'GET /Admin/User/Applicants': applicants(() => queue),
      'PUT /Apply/1': {
        status: 409,
        data: { message: 'An application in status Declined cannot be changed to Declined.' },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Decline Ada Lovelace' }));
  await answerQuestion(user, 'Are you sure you want to decline this application?', 'Yes');
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Could Not Decline Application');
  expect(dialog).toHaveTextContent('cannot be changed to Declined');
});

describe('View', () => {
  let opened: { location: { href: string }; close: jest.Mock; opener: unknown };
  beforeEach(() => {
    opened = { location: { href: '' }, close: jest.fn(), opener: window };
    jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  });
  afterEach(() => jest.restoreAllMocks());

  const detail = {
    Applicant: queue[0],
    Cv: 'https://files.example/cv?sig=1',
    AttachmentLetter: 'https://files.example/letter?sig=1',
  };

  test.each([
    ['View CV of Ada Lovelace', detail.Cv],
    ['View letter of Ada Lovelace', detail.AttachmentLetter],
  ])('%s opens a window at once and points it at the signed link', async (name, link) => {
    const user = await openQueue();
    api.answer(answers({ 'GET /Apply/1': { status: 200, data: detail } }));
    await user.click(screen.getByRole('button', { name }));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(opened.location.href).toBe(link));
    expect(opened.opener).toBeNull();
  });

  test.each([
    ['View CV of Ada Lovelace', 'Could Not Load Cv'],
    ['View letter of Ada Lovelace', 'Could Not Load Letter'],
  ])('%s that fails closes the window and says %s', async (name, message) => {
    const user = await openQueue();
    api.answer({ status: 404, data: { message: 'Application not found' } });
    await user.click(screen.getByRole('button', { name }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(message);
    expect(opened.close).toHaveBeenCalled();
  });
});

test('in Swahili, the queue, its columns, buttons and filter are in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAdmin('/adminDashboard/applications');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Maombi ya Mafunzo Kazini' }),
  ).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Ada Lovelace' });
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual(
    expect.arrayContaining(['Nafasi Inayoombwa', 'Wasifu wa Kazi (CV)', 'Barua', 'Kitendo']),
  );
  const ada = within(rowOf('Ada Lovelace'));
  expect(ada.getByRole('link', { name: 'Kubali ombi la Ada Lovelace' })).toHaveTextContent(
    'Kubali',
  );
  expect(ada.getByRole('button', { name: 'Kataa ombi la Ada Lovelace' })).toHaveTextContent(
    'Kataa',
  );
  expect(
    ada.getByRole('button', { name: 'Angalia wasifu wa kazi (CV) wa Ada Lovelace' }),
  ).toHaveTextContent('Angalia');
  expect(ada.getByRole('button', { name: 'Angalia barua ya Ada Lovelace' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nafasi Inayoombwa')).toBeInTheDocument();
  for (const english of ['Internship Applications', 'Application For', 'Accept', 'Decline'])
    expect(screen.queryByText(english)).toBeNull();
});

describe('Invite to book (issue 87)', () => {
  const INVITED = '2 applicants invited to book an interview.';
  beforeEach(() => {
    current = [
      ...queue,
      application(3, { Name: 'Chausiku Njeri', BookingState: 'Invited to book' }),
    ];
    api.answer(
      answers({
        'GET /Admin/User/Applicants': applicants(() => current),
        'GET /Position': positions,
        'POST /Apply/Invite': (request) => {
          const { Applications } = bodyOf(request) as { Applications: number[] };
          current = current.map((row) =>
            Applications.includes(row.id) && row.id !== 2
              ? { ...row, BookingState: 'Invited to book' as const }
              : row,
          );
          return {
            status: 200,
            data: {
              message: INVITED,
              Invited: Applications.filter((id) => id !== 2),
              Refused: Applications.includes(2)
                ? [{ id: 2, message: 'This applicant already booked an interview.' }]
                : [],
            },
          };
        },
      }),
    );
  });

  test("shows 'Invited to book' as the status of an invited applicant", async () => {
    await openQueue();
    expect(within(rowOf('Chausiku Njeri')).getByText('Invited to book')).toBeVisible();
    expect(within(rowOf('Ada Lovelace')).getByText('Processing')).toBeVisible();
  });

  test('invites the ticked applicants after asking, lists those refused, and shows them invited', async () => {
    const user = await openQueue();
    const invite = screen.getByRole('button', { name: 'Invite to book' });
    expect(invite).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Baraka Otieno' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    await user.click(invite);
    await answerQuestion(
      user,
      'Invite these 2 applicants to book an interview? Each gets an e-mail with a personal booking link.',
      'Yes',
    );
    expect(await screen.findByText(INVITED)).toBeInTheDocument();
    expect(bodyOf(sent(api.requests, 'POST', '/Apply/Invite')[0])).toEqual({
      Applications: [1, 2],
    });
    expect(
      screen.getByText('Baraka Otieno: This applicant already booked an interview.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(rowOf('Ada Lovelace')).getByText('Invited to book')).toBeVisible(),
    );
    // The choice is spent.
    expect(screen.getByRole('button', { name: 'Invite to book' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeChecked();
  });

  test('ticks every applicant of the page at once; answered Cancel, nobody is invited', async () => {
    const user = await openQueue();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invite to book' }));
    await answerQuestion(user, 'Invite these 3 applicants', 'Cancel');
    expect(sent(api.requests, 'POST', '/Apply/Invite')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  test("a failed invitation says 'Could not invite to book'", async () => {
    api.answer(
      answers({
        'GET /Admin/User/Applicants': applicants(() => current),
        'GET /Position': positions,
        'POST /Apply/Invite': { status: 500, data: {} },
      }),
    );
    const user = await openQueue();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Invite to book' }));
    await answerQuestion(user, 'Invite this applicant', 'Yes');
    await expectError('Could not invite to book');
  });
});
