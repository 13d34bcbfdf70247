import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, type LogbookReview } from 'shared-api';
import {
  answers,
  bodyOf,
  logbookReview,
  mockApi,
  renderSupervisor,
  sent,
  signIn,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const PATH = '/supervisorDashboard/logbooks/4';

let api: MockApi;
function serve(entry: LogbookReview, extra = {}) {
  api.answer(
    answers({
      'GET /Supervisor/Logbook/4': { status: 200, data: entry },
      'GET /Supervisor/Logbook': { status: 200, data: { Entries: [], Total: 0 } },
      'GET /Supervisor/Absence': { status: 200, data: { Absences: [], Total: 0 } },
      ...extra,
    }),
  );
}
beforeEach(() => {
  signIn();
  api = mockApi();
  serve(logbookReview());
});
afterEach(() => api.restore());

async function open() {
  renderSupervisor(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Week of 4 Jan 2027' });
  return userEvent.setup({ delay: null });
}

test("shows the intern's week: the days, what they wrote, the hours and the week's tasks", async () => {
  await open();
  expect(screen.getByRole('heading', { name: 'Achieng Atieno' })).toBeInTheDocument();
  const days = screen.getByRole('table', { name: 'Days' });
  expect(
    within(days)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'Monday 4 Jan 2027Not a working day of the internship',
    'Tuesday 5 Jan 2027Present',
    'Wednesday 6 Jan 2027Absent',
    'Thursday 7 Jan 2027Excused (approved absence)',
    'Friday 8 Jan 2027Present',
  ]);
  expect(screen.getByText('Wrote the API tests.')).toBeInTheDocument();
  expect(screen.getByText('How paging works.')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Hours' }).closest('tr')).toHaveTextContent('30');
  expect(screen.getByRole('heading', { name: 'Tasks this week' })).toBeInTheDocument();
  const task = screen.getByRole('link', { name: 'Write the tests' });
  expect(task).toHaveAttribute('href', '/supervisorDashboard/taskDetails/9');
  expect(task.closest('tr')).toHaveTextContent('6 Jan 2027');
  expect(task.closest('tr')).toHaveTextContent('80%');
});

test("Sign signs it, says 'Entry signed' and goes back to the list", async () => {
  const user = await open();
  serve(logbookReview(), {
    'POST /Supervisor/Logbook/4/Sign': { status: 200, data: { message: 'Entry signed' } },
  });
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByText('Entry signed')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Supervisor/Logbook/4/Sign')).toHaveLength(1);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/supervisorDashboard/logbooks'),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Logbooks' })).toBeInTheDocument();
});

test('Return requires a remark, sends it and goes back to the list', async () => {
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Return' }));
  const dialog = screen.getByRole('dialog', { name: 'Return Entry' });
  expect(dialog).toHaveTextContent('Achieng Atieno, 4 Jan – 8 Jan 2027');
  await user.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(await within(dialog).findByText('The remark is required')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Supervisor/Logbook/4/Return')).toHaveLength(0);
  serve(logbookReview(), {
    'POST /Supervisor/Logbook/4/Return': { status: 200, data: { message: 'Entry returned' } },
  });
  await user.type(
    within(dialog).getByRole('textbox', { name: /Remark/ }),
    'Add the hours per day.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(await screen.findByText('Entry returned')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Supervisor/Logbook/4/Return')[0])).toEqual({
    Remark: 'Add the hours per day.',
  });
  await screen.findByRole('heading', { level: 1, name: 'Logbooks' });
});

test('a remark the server refuses shows under the field', async () => {
  const user = await open();
  serve(logbookReview(), {
    'POST /Supervisor/Logbook/4/Return': {
      status: 422,
      data: {
        message: 'Invalid',
        errors: { Remark: ['The remark must not contain control characters'] },
      },
    },
  });
  await user.click(screen.getByRole('button', { name: 'Return' }));
  const dialog = screen.getByRole('dialog', { name: 'Return Entry' });
  await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'x');
  await user.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(
    await within(dialog).findByText('The remark must not contain control characters'),
  ).toBeInTheDocument();
});

test("a refused signature says 'Could not sign the Logbook entry' and the reason", async () => {
  const user = await open();
  serve(logbookReview(), {
    'POST /Supervisor/Logbook/4/Sign': {
      status: 409,
      data: { message: 'Only a submitted entry can be signed.' },
    },
  });
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  const error = await screen.findByRole('dialog', { name: 'Error' });
  expect(error).toHaveTextContent('Could not sign the Logbook entry');
  expect(error).toHaveTextContent('Only a submitted entry can be signed.');
});

test('a signed entry says who signed it and when, and offers nothing to do', async () => {
  serve(
    logbookReview({
      State: 'signed',
      ReviewerName: 'Wanjiru Kamau',
      ReviewedAt: '2027-01-11T09:00:00Z',
    }),
  );
  await open();
  expect(screen.getByText('Signed by Wanjiru Kamau on 11 Jan 2027')).toBeInTheDocument();
  expect(screen.queryByText(/Countersigned by/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
});

test("a countersigned entry names the intern's academic supervisor and the day", async () => {
  serve(
    logbookReview({
      State: 'signed',
      ReviewerName: 'Wanjiru Kamau',
      ReviewedAt: '2027-01-11T09:00:00Z',
      Countersignature: { SignerName: 'Dr Amina Odhiambo', SignedAt: '2027-01-13T10:00:00Z' },
    }),
  );
  await open();
  expect(screen.getByText('Countersigned by Dr Amina Odhiambo on 13 Jan 2027')).toBeInTheDocument();
});

test('a returned entry shows its remark', async () => {
  serve(logbookReview({ State: 'returned', Remark: 'Add the hours per day.' }));
  await open();
  expect(screen.getByText('Returned: Add the hours per day.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
});

test('a week returned twice, then signed, still lists both returns: remark, who and when', async () => {
  const returns = [
    { Remark: 'Add the hours per day.', By: 'Wanjiru Kamau', At: '2027-01-08T16:00:00Z' },
    { Remark: 'Name the tests.', By: 'Otieno Ouma', At: '2027-01-10T10:30:00Z' },
  ];
  serve(
    logbookReview({
      State: 'signed',
      ReviewedAt: '2027-01-11T09:00:00Z',
      ReviewerName: 'Wanjiru Kamau',
      Returns: returns,
    }),
  );
  await open();
  const history = screen.getByRole('region', { name: 'Why it was returned' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(returns.map((one) => `Returned by ${one.By}, ${formatDateTime(one.At)}${one.Remark}`));
});

test("a failed load says 'Could not get the Logbook entry' with a way back", async () => {
  serve(logbookReview(), {
    'GET /Supervisor/Logbook/4': { status: 404, data: { message: 'Entry not found' } },
  });
  renderSupervisor(PATH);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get the Logbook entry',
  );
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'OK' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not get the Logbook entry: Entry not found',
  );
  expect(screen.getByRole('link', { name: 'Back to Logbooks' })).toHaveAttribute(
    'href',
    '/supervisorDashboard/logbooks',
  );
});

test("the week's photos and files show as tiles, without Remove", async () => {
  const plan = {
    Id: 31,
    Name: 'plan.pdf',
    ContentType: 'application/pdf' as const,
    Size: 2048,
    AddedAt: '2027-01-05T09:00:00Z',
  };
  serve(logbookReview({ Attachments: [plan] }));
  await open();
  const section = screen.getByRole('region', { name: 'Photos and files' });
  expect(within(section).getByRole('button', { name: 'Open plan.pdf' })).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();
});

test('a week without photos or files shows no such section', async () => {
  await open();
  expect(screen.queryByRole('region', { name: 'Photos and files' })).toBeNull();
});
