import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, type LogbookEntry } from 'shared-api';
import {
  answers,
  bodyOf,
  failures,
  mockApi,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';
import { DATES, day, entry, WEEK_PATH } from '../../../test-utils/logbook';

// Monday to Wednesday to tick, Thursday excused, Friday after the internship's end.
const DAYS = [
  day(DATES[0]),
  day(DATES[1]),
  day(DATES[2]),
  day(DATES[3], { Excused: true }),
  day(DATES[4], { Expected: false }),
];

let api: MockApi;
function serve(current: LogbookEntry) {
  api.answer(
    answers({
      [`GET ${WEEK_PATH}`]: { status: 200, data: current },
      'GET /Intern/Logbook': { status: 200, data: { StartsOn: '', EndsOn: '', Weeks: [] } },
      [`PUT ${WEEK_PATH}`]: { status: 200, data: { message: 'Draft saved' } },
      [`POST ${WEEK_PATH}/Submit`]: { status: 200, data: { message: 'Submitted for review' } },
    }),
  );
}
beforeEach(() => {
  api = mockApi();
  serve(entry({ Days: DAYS }));
});
afterEach(() => api.restore());

async function open() {
  renderIntern('/internDashboard/logbook/2027-01-04');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Week of 4 Jan 2027' });
  return userEvent.setup({ delay: null });
}

const dayGroup = (name: string) => screen.getByRole('group', { name });

test('each working day offers Present / Absent; an excused or outside day says why not', async () => {
  await open();
  expect(screen.getByText('Not started')).toBeInTheDocument();
  for (const name of ['Monday, 4 Jan 2027', 'Tuesday, 5 Jan 2027', 'Wednesday, 6 Jan 2027']) {
    expect(within(dayGroup(name)).getByRole('button', { name: 'Present' })).toBeEnabled();
    expect(within(dayGroup(name)).getByRole('button', { name: 'Absent' })).toBeEnabled();
  }
  expect(screen.queryByRole('group', { name: 'Thursday, 7 Jan 2027' })).not.toBeInTheDocument();
  expect(screen.getByText('Excused (approved absence)')).toBeInTheDocument();
  expect(screen.getByText('Not a working day of the internship')).toBeInTheDocument();
  expect(screen.getByLabelText('Activities')).toBeInTheDocument();
  expect(screen.getByLabelText('What I learned')).toBeInTheDocument();
  expect(screen.getByLabelText('Hours')).toBeInTheDocument();
});

test("saves a draft with open fields: 'Draft saved', unticked and outside days as null", async () => {
  const user = await open();
  await user.click(within(dayGroup('Monday, 4 Jan 2027')).getByRole('button', { name: 'Present' }));
  await user.click(within(dayGroup('Tuesday, 5 Jan 2027')).getByRole('button', { name: 'Absent' }));
  await user.type(screen.getByLabelText('Activities'), 'Set up the project');
  await user.type(screen.getByLabelText('Hours'), '16');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', WEEK_PATH)[0])).toEqual({
    Days: ['present', 'absent', null, null, null],
    Activities: 'Set up the project',
    Learned: '',
    Hours: 16,
  });
  // The week is read again, with what the server stored.
  expect(sent(api.requests, 'GET', WEEK_PATH)).toHaveLength(2);
});

test('81 hours are refused under the field, and nothing is sent', async () => {
  const user = await open();
  await user.type(screen.getByLabelText('Hours'), '81');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByText('Hours must be a whole number from 0 to 80.')).toBeInTheDocument();
  expect(screen.getByLabelText('Hours')).toHaveAttribute('aria-invalid', 'true');
  expect(sent(api.requests, 'PUT', WEEK_PATH)).toHaveLength(0);
});

test('a submit with open fields says what is missing and sends nothing', async () => {
  const user = await open();
  await user.click(within(dayGroup('Monday, 4 Jan 2027')).getByRole('button', { name: 'Present' }));
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('Activities is required')).toBeInTheDocument();
  expect(screen.getByText('What I learned is required')).toBeInTheDocument();
  expect(screen.getByText('Hours is required')).toBeInTheDocument();
  // A day's mark under the day, and in the summary above the form.
  expect(screen.getAllByText('Mark Tuesday present or absent')).toHaveLength(2);
  expect(screen.getAllByText('Mark Wednesday present or absent')).toHaveLength(2);
  expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
  expect(screen.queryByText('Mark Thursday present or absent')).not.toBeInTheDocument();
  expect(sent(api.requests, 'POST', `${WEEK_PATH}/Submit`)).toHaveLength(0);
});

test("submits for review: 'Submitted for review', then the week is read-only", async () => {
  serve(
    entry({
      Id: 5,
      State: 'draft',
      Days: DAYS.map((d, i) => (i < 3 ? { ...d, Mark: i === 1 ? 'absent' : 'present' } : d)),
      Activities: 'Wrote the API client',
      Learned: 'Axios interceptors',
      Hours: 30,
    }),
  );
  const user = await open();
  expect(
    within(dayGroup('Tuesday, 5 Jan 2027')).getByRole('button', { name: 'Absent' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const submitted = entry({
    Id: 5,
    State: 'submitted',
    Days: DAYS.map((d, i) => (i < 3 ? { ...d, Mark: 'present' } : d)),
    Activities: 'Wrote the API client',
    Learned: 'Axios interceptors',
    Hours: 32,
    SubmittedAt: '2027-01-08T15:00:00Z',
  });
  await user.click(
    within(dayGroup('Tuesday, 5 Jan 2027')).getByRole('button', { name: 'Present' }),
  );
  await user.clear(screen.getByLabelText('Hours'));
  await user.type(screen.getByLabelText('Hours'), '32');
  serve(submitted);
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', `${WEEK_PATH}/Submit`)[0])).toEqual({
    Days: ['present', 'present', 'present', null, null],
    Activities: 'Wrote the API client',
    Learned: 'Axios interceptors',
    Hours: 32,
  });
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  expect(screen.getByText('Submitted')).toBeInTheDocument();
  expect(
    within(dayGroup('Monday, 4 Jan 2027')).getByRole('button', { name: 'Present' }),
  ).toBeDisabled();
  expect(screen.getByLabelText('Activities')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Hours')).toHaveValue(32);
});

test("a returned week shows the supervisor's remark and can be written again", async () => {
  serve(
    entry({ Id: 5, State: 'returned', Activities: 'Tests', Remark: 'Say which tests you wrote' }),
  );
  await open();
  expect(screen.getByRole('alert')).toHaveTextContent('Returned: Say which tests you wrote');
  expect(screen.getByLabelText('Activities')).toHaveValue('Tests');
  expect(screen.getByLabelText('Activities')).not.toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
});

test('a signed week names its signer and date, read-only', async () => {
  serve(
    entry({
      Id: 5,
      State: 'signed',
      Days: DATES.map((date) => day(date, { Mark: 'present' })),
      Activities: 'Tests',
      Learned: 'Jest',
      Hours: 40,
      ReviewedAt: '2027-01-12T09:00:00Z',
      ReviewerName: 'Wanjiru Kamau',
    }),
  );
  await open();
  expect(screen.getByText('Signed by Wanjiru Kamau on 12 Jan 2027')).toBeInTheDocument();
  expect(screen.queryByText(/Countersigned by/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('What I learned')).toHaveAttribute('readonly');
  expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
  expect(
    within(dayGroup('Friday, 8 Jan 2027')).getByRole('button', { name: 'Present' }),
  ).toBeDisabled();
});

test('a countersigned week names the academic supervisor and the day', async () => {
  serve(
    entry({
      Id: 5,
      State: 'signed',
      Days: DATES.map((date) => day(date, { Mark: 'present' })),
      Hours: 40,
      ReviewedAt: '2027-01-12T09:00:00Z',
      ReviewerName: 'Wanjiru Kamau',
      Countersignature: { SignerName: 'Dr Amina Odhiambo', SignedAt: '2027-01-14T10:00:00Z' },
    }),
  );
  await open();
  expect(screen.getByText('Signed by Wanjiru Kamau on 12 Jan 2027')).toBeInTheDocument();
  expect(screen.getByText('Countersigned by Dr Amina Odhiambo on 14 Jan 2027')).toBeInTheDocument();
});

test('a week returned twice, then signed, still lists both returns: remark, who and when', async () => {
  const returns = [
    { Remark: 'Say which tests you wrote', By: 'Wanjiru Kamau', At: '2027-01-08T16:00:00Z' },
    { Remark: 'The hours do not add up', By: 'Otieno Ouma', At: '2027-01-11T10:30:00Z' },
  ];
  serve(
    entry({
      Id: 5,
      State: 'signed',
      Days: DATES.map((date) => day(date, { Mark: 'present' })),
      Activities: 'Tests',
      Hours: 40,
      ReviewedAt: '2027-01-12T09:00:00Z',
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

test('a week never returned shows no returns', async () => {
  await open();
  expect(screen.queryByRole('region', { name: 'Why it was returned' })).toBeNull();
});

test("a failed save says 'Could not save the Logbook entry'", async () => {
  const user = await open();
  api.answer(answers({ [`PUT ${WEEK_PATH}`]: failures.server }));
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not save the Logbook entry',
  );
});

test("the server's refusal of the days or the hours shows under them", async () => {
  const user = await open();
  const days = 'The Days must be five marks, Monday to Friday: present, absent or null.';
  const hours = 'Hours must be a whole number from 0 to 80.';
  api.answer(
    answers({
      [`PUT ${WEEK_PATH}`]: { status: 422, data: { errors: { Days: [days], Hours: [hours] } } },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  // Under the days, and in the summary above the form.
  expect(await screen.findAllByText(days)).toHaveLength(2);
  expect(screen.getByText(hours)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
});

test("a refused submit says 'Could not submit the Logbook entry' with the server's reason", async () => {
  serve(
    entry({
      State: 'draft',
      Days: DATES.map((date) => day(date, { Mark: 'present' })),
      Activities: 'Tests',
      Learned: 'Jest',
      Hours: 40,
    }),
  );
  const user = await open();
  const reason = 'This week can be submitted from its last working day.';
  api.answer(answers({ [`POST ${WEEK_PATH}/Submit`]: { status: 409, data: { message: reason } } }));
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Could not submit the Logbook entry');
  expect(dialog).toHaveTextContent(reason);
});

test('a week outside the internship says so, with the way back', async () => {
  api.answer(
    answers({ [`GET ${WEEK_PATH}`]: { status: 404, data: { message: 'Week not found' } } }),
  );
  renderIntern('/internDashboard/logbook/2027-01-04');
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Could not get the Logbook week');
  await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText('Could not get the Logbook week: Week not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Logbook' })).toHaveAttribute(
    'href',
    '/internDashboard/logbook',
  );
});
