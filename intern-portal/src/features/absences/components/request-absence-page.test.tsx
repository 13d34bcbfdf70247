import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  bodyOf,
  failures,
  mockApi,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'POST /Intern/Absence': { status: 201, data: { message: 'Absence requested' } },
      'GET /Intern/Logbook': { status: 200, data: { StartsOn: '', EndsOn: '', Weeks: [] } },
      'GET /Intern/Absence': { status: 200, data: { Absences: [], Total: 0 } },
    }),
  );
});
afterEach(() => api.restore());

async function open() {
  renderIntern('/internDashboard/logbook/absence');
  await screen.findByRole('heading', { level: 1, name: 'Request Absence' });
  return userEvent.setup({ delay: null });
}

async function fill(user: ReturnType<typeof userEvent.setup>, first: string, last: string) {
  await user.type(screen.getByLabelText(/First day/), first);
  await user.type(screen.getByLabelText(/Last day/), last);
  await user.selectOptions(screen.getByLabelText(/Reason/), 'Exam');
  await user.type(screen.getByLabelText(/Note/), 'Final exam in Databases');
}

test("requests days off: the body sent, 'Absence requested', back to the Logbook", async () => {
  const user = await open();
  expect(
    [...(screen.getByLabelText(/Reason/) as HTMLSelectElement).options].map((o) => o.text),
  ).toEqual(['Choose a reason', 'Sick', 'Exam', 'Personal', 'Other']);
  await fill(user, '2027-01-05', '2027-01-06');
  await user.click(screen.getByRole('button', { name: 'Request' }));
  expect(await screen.findByText('Absence requested')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Intern/Absence')[0])).toEqual({
    FirstDay: '2027-01-05',
    LastDay: '2027-01-06',
    Reason: 'exam',
    Note: 'Final exam in Databases',
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/internDashboard/logbook');
});

test('an empty form and days out of order are refused under their fields, nothing sent', async () => {
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Request' }));
  expect(await screen.findAllByText('Choose a date')).toHaveLength(2);
  expect(screen.getByText('Note is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription('Choose a reason');
  await fill(user, '2027-01-06', '2027-01-05');
  await user.click(screen.getByRole('button', { name: 'Request' }));
  expect(
    await screen.findByText('The last day cannot be before the first day'),
  ).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Intern/Absence')).toHaveLength(0);
});

test("an overlap the server refuses says 'Could not request the Absence' and why", async () => {
  const reason = 'These days overlap a request of yours.';
  api.answer(answers({ 'POST /Intern/Absence': { status: 409, data: { message: reason } } }));
  const user = await open();
  await fill(user, '2027-01-05', '2027-01-06');
  await user.click(screen.getByRole('button', { name: 'Request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Could not request the Absence');
  expect(dialog).toHaveTextContent(reason);
});

test("a day the server refuses goes under its field; a failure says 'Could not request the Absence'", async () => {
  const message = 'The first day must be inside the internship.';
  api.answer(
    answers({ 'POST /Intern/Absence': { status: 422, data: { errors: { FirstDay: [message] } } } }),
  );
  const user = await open();
  await fill(user, '2026-01-05', '2026-01-06');
  await user.click(screen.getByRole('button', { name: 'Request' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  api.answer(answers({ 'POST /Intern/Absence': failures.server }));
  await user.click(screen.getByRole('button', { name: 'Request' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not request the Absence',
  );
});
