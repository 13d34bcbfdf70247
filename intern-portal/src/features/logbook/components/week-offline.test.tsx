import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readKeptChanges } from 'shared-api/offline-changes';
import {
  answers,
  bodyOf,
  INTERN,
  mockApi,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';
import { entry, WEEK_PATH } from '../../../test-utils/logbook';
import { forgetKeptChanges, goOffline, goOnline } from '../../../test-utils/offline';

const SIGNED = 'This week is signed: it can no longer be changed.';
let api: MockApi;
let refuse = false;
beforeEach(async () => {
  await forgetKeptChanges();
  refuse = false;
  api = mockApi(
    answers({
      [`GET ${WEEK_PATH}`]: { status: 200, data: entry() },
      'GET /Intern/Logbook': { status: 200, data: { StartsOn: '', EndsOn: '', Weeks: [] } },
      'GET /Task': { status: 200, data: { Tasks: [] } },
      'GET /Evaluation/mine': { status: 200, data: { Evaluation: null } },
      'GET /Internship/mine': { status: 200, data: { Internship: null } },
      [`PUT ${WEEK_PATH}`]: () =>
        refuse
          ? { status: 409, data: { message: SIGNED } }
          : { status: 200, data: { message: 'Draft saved' } },
    }),
  );
});
afterEach(() => api.restore());

async function writeOffline(text: string) {
  const view = renderIntern('/internDashboard/logbook/2027-01-04');
  await screen.findByRole('heading', { level: 1, name: 'Week of 4 Jan 2027' });
  goOffline();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Activities'), text);
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(
    await screen.findByText('Saved on this phone: it will be sent when you are back online.'),
  ).toBeInTheDocument();
  return { view, user };
}

test('a draft saved offline is kept on the phone, waiting to send, and sent once online', async () => {
  await writeOffline('Wired the sensors');
  expect(screen.getByText('Waiting to send')).toBeInTheDocument();
  expect(screen.getByText('Draft')).toBeInTheDocument();
  expect(sent(api.requests, 'PUT', WEEK_PATH)).toHaveLength(0);
  expect((await readKeptChanges(INTERN.user_id)).Waiting).toMatchObject([
    { Kind: 'week-draft', WeekStart: '2027-01-04', Payload: { Activities: 'Wired the sensors' } },
  ]);

  goOnline();
  await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
  const puts = sent(api.requests, 'PUT', WEEK_PATH);
  expect(puts).toHaveLength(1);
  expect(bodyOf(puts[0])).toMatchObject({ Activities: 'Wired the sensors' });
  expect((await readKeptChanges(INTERN.user_id)).Waiting).toEqual([]);
});

test('what was written offline is still there when the page is opened again', async () => {
  const { view } = await writeOffline('Calibrated the meter');
  view.unmount();

  renderIntern('/internDashboard/logbook/2027-01-04');
  await screen.findByRole('heading', { level: 1, name: 'Week of 4 Jan 2027' });
  expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
  expect(screen.getByLabelText('Activities')).toHaveValue('Calibrated the meter');
  expect(sent(api.requests, 'PUT', WEEK_PATH)).toHaveLength(0);
});

test("a week signed meanwhile: the draft is listed on the dashboard with the server's reason", async () => {
  const { view, user } = await writeOffline('Tested the pumps');
  refuse = true;
  goOnline();
  await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
  view.unmount();

  renderIntern('/internDashboard');
  const list = await screen.findByRole('region', { name: 'Changes that could not be sent' });
  const card = within(list).getByRole('article', { name: 'Week of 4 Jan 2027: draft' });
  expect(within(card).getByText(SIGNED)).toBeInTheDocument();
  expect(within(card).getByText(/Tested the pumps/)).toBeInTheDocument();

  const clipboard = userEvent.setup({ delay: null });
  await clipboard.click(within(card).getByRole('button', { name: 'Copy text' }));
  expect(await screen.findByText('Text copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe('Activities:\nTested the pumps');

  await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Changes that could not be sent' })).toBeNull(),
  );
  expect(await readKeptChanges(INTERN.user_id)).toEqual({ Waiting: [], Unsent: [] });
});

test('a week submitted offline shows as submitted, read-only, until it is sent', async () => {
  renderIntern('/internDashboard/logbook/2027-01-04');
  await screen.findByRole('heading', { level: 1, name: 'Week of 4 Jan 2027' });
  goOffline();
  const user = userEvent.setup({ delay: null });
  for (const group of screen.getAllByRole('group'))
    await user.click(within(group).getByRole('button', { name: 'Present' }));
  await user.type(screen.getByLabelText('Activities'), 'Wired the sensors');
  await user.type(screen.getByLabelText('What I learned'), 'Reading schematics');
  await user.type(screen.getByLabelText('Hours'), '40');
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
  expect(screen.getByText('Submitted')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Activities')).toHaveAttribute('readonly');
  expect((await readKeptChanges(INTERN.user_id)).Waiting).toMatchObject([
    { Kind: 'week-submit', Payload: { Activities: 'Wired the sensors', Hours: 40 } },
  ]);
  expect(sent(api.requests, 'POST', `${WEEK_PATH}/Submit`)).toHaveLength(0);
});
