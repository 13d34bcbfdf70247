import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import type { InterviewSlot, SlotWeek } from 'shared-api/interview-booking';
import { bodyOf, mockApi, paramsOf, type MockApi } from 'shared-api/testing';
import {
  answerQuestion,
  answers,
  expectError,
  POSITIONS,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';

// Tuesday 8 Dec 2026, 12:00 in Nairobi: Monday's slot has passed, Wednesday's are to come.
const NOW = new Date('2026-12-08T09:00:00Z');
const PATH = '/adminDashboard/interviewSlots';
const INTAKE = {
  id: 4,
  Name: 'January 2027 intake',
  ApplicationsOpen: '2026-10-01',
  ApplicationsClose: '2026-11-30',
  InternshipStart: '2027-01-11',
  InternshipEnd: '2027-04-30',
  Positions: [POSITIONS[1]],
  State: 'Closed',
};
const GRACE = { user_id: 1, Name: 'Grace Admin', Role: 'ADM' };
const WANJIRU = { user_id: 7, Name: 'Wanjiru Kamau', Role: 'SUP' };

function slot(id: number, over: Partial<InterviewSlot>): InterviewSlot {
  return {
    id,
    Intake: { id: 4, Name: INTAKE.Name },
    Position: null,
    StartsAt: '2026-12-09T06:00:00.000Z',
    EndsAt: '2026-12-09T06:30:00.000Z',
    Place: 'Room 4',
    VideoLink: null,
    Capacity: 1,
    Booked: 0,
    Free: 1,
    Cancelled: false,
    Interviewers: [{ user_id: 1, Name: 'Grace Admin' }],
    Bookings: [],
    ...over,
  };
}

const booking = (id: number, Name: string) => ({
  id,
  Application: id + 100,
  Name,
  Email: `${Name.split(' ')[0].toLowerCase()}@example.com`,
  Status: 'booked' as const,
});

const WEEK: SlotWeek = {
  Week: { From: '2026-12-07', To: '2026-12-13' },
  TimeZone: 'Africa/Nairobi',
  Truncated: false,
  Slots: [
    slot(1, {
      StartsAt: '2026-12-07T06:00:00.000Z',
      EndsAt: '2026-12-07T06:30:00.000Z',
      Booked: 1,
      Free: 0,
      Bookings: [booking(11, 'Amina Wanjiku')],
    }),
    slot(2, { Booked: 1, Free: 0, Bookings: [booking(12, 'Baraka Otieno')] }),
    slot(3, {
      StartsAt: '2026-12-09T06:40:00.000Z',
      EndsAt: '2026-12-09T07:10:00.000Z',
      Place: null,
      VideoLink: 'https://meet.example.com/abc',
      Capacity: 2,
      Free: 2,
      Interviewers: [
        { user_id: 1, Name: 'Grace Admin' },
        { user_id: 7, Name: 'Wanjiru Kamau' },
      ],
    }),
    slot(4, {
      StartsAt: '2026-12-10T06:00:00.000Z',
      EndsAt: '2026-12-10T06:30:00.000Z',
      Cancelled: true,
      Free: 0,
    }),
  ],
};

const EMPTY_WEEK = (from: string, to: string): SlotWeek => ({
  ...WEEK,
  Week: { From: from, To: to },
  Slots: [],
});
const REFUSED_SERIES = 'This series would make 630 slots; at most 500 can be made at once.';

let api: MockApi;
let seriesAnswer: { status: number; data: unknown };
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  seriesAnswer = {
    status: 201,
    data: {
      message: '18 slots created.',
      Created: 18,
      Slots: [],
      Warnings: ['Grace Admin already has a slot at 14 Dec 2026, 09:00.'],
    },
  };
  api = mockApi(
    answers({
      'GET /Intake': { status: 200, data: { Intakes: [INTAKE] } },
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'GET /InterviewSlot/Interviewers': { status: 200, data: { Interviewers: [GRACE, WANJIRU] } },
      'GET /InterviewSlot': (request) => {
        const { Week } = paramsOf(request) as { Week: string };
        if (Week === '2026-12-07') return { status: 200, data: WEEK };
        if (Week === '2026-12-14')
          return { status: 200, data: EMPTY_WEEK('2026-12-14', '2026-12-20') };
        return { status: 200, data: EMPTY_WEEK('2026-11-30', '2026-12-06') };
      },
      'POST /InterviewSlot/Series': () => seriesAnswer,
      'POST /InterviewSlot': {
        status: 201,
        data: { message: 'Slot created.', Created: 1, Slots: [9], Warnings: [] },
      },
      'DELETE /InterviewSlot/2': {
        status: 200,
        data: {
          message: 'Slot cancelled; 1 applicants were told and sent their booking link again.',
          Told: 1,
        },
      },
      'POST /InterviewBooking/11/DidNotAttend': {
        status: 200,
        data: { message: 'Marked as did not attend.' },
      },
    }),
  );
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const dayOf = (name: RegExp) => screen.getByRole('region', { name }) as HTMLElement;

async function openPage() {
  renderAdmin(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Interview slots' });
  return userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
}

test("shows this week's slots by day: the time, where, who interviews, who booked, what is free", async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Interview slots' });
  expect(paramsOf(sent(api.requests, 'GET', '/InterviewSlot')[0])).toEqual({ Week: '2026-12-07' });
  expect(
    screen.getByRole('heading', { level: 2, name: '7 Dec 2026 to 13 Dec 2026' }),
  ).toBeVisible();
  expect(screen.getByText('3 slots, 2 booked, 2 free')).toBeVisible();

  const monday = dayOf(/Monday, 7 Dec 2026/);
  const past = within(monday).getByRole('article', { name: '09:00–09:30' });
  expect(past).toHaveTextContent('Full');
  expect(past).toHaveTextContent('Room 4');
  expect(past).toHaveTextContent('Interviewers: Grace Admin');
  expect(within(past).getByRole('list', { name: 'Booked by' })).toHaveTextContent('Amina Wanjiku');
  // Started: no cancelling, but the interviewer may say nobody came.
  expect(within(past).queryByRole('button', { name: /Cancel the slot/ })).toBeNull();
  expect(within(past).getByRole('button', { name: 'Did not attend: Amina Wanjiku' })).toBeVisible();

  const wednesday = dayOf(/Wednesday, 9 Dec 2026/);
  const free = within(wednesday).getByRole('article', { name: '09:40–10:10' });
  expect(free).toHaveTextContent('2 of 2 free');
  expect(free).toHaveTextContent('Interviewers: Grace Admin, Wanjiru Kamau');
  expect(within(free).getByRole('link', { name: 'Video call' })).toHaveAttribute(
    'href',
    'https://meet.example.com/abc',
  );
  expect(within(dayOf(/Thursday, 10 Dec 2026/)).getByRole('article')).toHaveTextContent(
    'Cancelled',
  );
  expect(within(dayOf(/Friday, 11 Dec 2026/)).getByText('No slots')).toBeVisible();
});

test('moves a week on and back, and chooses an intake', async () => {
  const user = await openPage();
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(await screen.findByRole('heading', { name: '14 Dec 2026 to 20 Dec 2026' })).toBeVisible();
  expect(await screen.findByText('0 slots, 0 booked, 0 free')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  expect(await screen.findByRole('heading', { name: '30 Nov 2026 to 6 Dec 2026' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'This week' }));
  await screen.findByRole('heading', { name: '7 Dec 2026 to 13 Dec 2026' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Intake' }), INTAKE.Name);
  await waitFor(() =>
    expect(paramsOf(sent(api.requests, 'GET', '/InterviewSlot').at(-1)!)).toEqual({
      Week: '2026-12-07',
      Intake: '4',
    }),
  );
});

test('cancelling a booked slot says its applicant will be told; answered No, nothing is sent', async () => {
  const user = await openPage();
  const wednesday = dayOf(/Wednesday, 9 Dec 2026/);
  const cancel = within(wednesday).getByRole('button', { name: 'Cancel slot 09:00–09:30' });
  await user.click(cancel);
  await answerQuestion(
    user,
    'Cancel this slot? The applicant who booked it will be told and sent their booking link again.',
    'Cancel',
  );
  expect(sent(api.requests, 'DELETE', '/InterviewSlot/2')).toHaveLength(0);
  await user.click(cancel);
  await answerQuestion(user, 'The applicant who booked it will be told', 'Yes');
  expect(
    await screen.findByText(
      'Slot cancelled; 1 applicants were told and sent their booking link again.',
    ),
  ).toBeInTheDocument();
  expect(sent(api.requests, 'DELETE', '/InterviewSlot/2')).toHaveLength(1);
  // The week is read again.
  await waitFor(() => expect(sent(api.requests, 'GET', '/InterviewSlot')).toHaveLength(2));
});

test('a free slot is cancelled after saying nobody booked it', async () => {
  const user = await openPage();
  api.answer(
    answers({
      'GET /InterviewSlot': { status: 200, data: WEEK },
      'DELETE /InterviewSlot/3': {
        status: 200,
        data: {
          message: 'Slot cancelled; 0 applicants were told and sent their booking link again.',
          Told: 0,
        },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Cancel slot 09:40–10:10' }));
  await answerQuestion(user, 'Cancel this slot? Nobody has booked it.', 'Yes');
  expect(sent(api.requests, 'DELETE', '/InterviewSlot/3')).toHaveLength(1);
});

test('marks a past booking as did not attend', async () => {
  const user = await openPage();
  await user.click(screen.getByRole('button', { name: 'Did not attend: Amina Wanjiku' }));
  await answerQuestion(user, 'Mark Amina Wanjiku as did not attend?', 'Yes');
  expect(await screen.findByText('Marked as did not attend.')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/InterviewBooking/11/DidNotAttend')).toHaveLength(1);
});

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Make slots' }));
  return screen.findByRole('dialog', { name: 'Make interview slots' });
}

async function fillSeries(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^First day/), '2026-12-14');
  await user.type(within(dialog).getByLabelText(/^Last day/), '2026-12-16');
  await user.type(within(dialog).getByLabelText(/^Place/), 'Room 4');
  await user.click(within(dialog).getByRole('combobox', { name: /^Interviewers/ }));
  await user.click(await screen.findByRole('option', { name: 'Grace Admin (Administrator)' }));
}

test('makes a series: the days, times, length, gap, weekdays, place and interviewers; shows the overlaps', async () => {
  const user = await openPage();
  const dialog = await openForm(user);
  // A series of 30 minutes, 10 apart, Monday to Wednesday, by default.
  expect(within(dialog).getByRole('radio', { name: 'A series' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Thursday' })).not.toBeChecked();
  await fillSeries(user, dialog);
  await user.selectOptions(within(dialog).getByLabelText(/^Position/), 'Engineering');
  const capacity = within(dialog).getByLabelText(/^Applicants per slot/);
  await user.clear(capacity);
  await user.type(capacity, '2');
  await user.click(within(dialog).getByRole('button', { name: 'Make slots' }));

  expect(await screen.findByText('18 slots created.')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/InterviewSlot/Series')[0])).toEqual({
    Intake: 4,
    Position: 2,
    FirstDay: '2026-12-14',
    LastDay: '2026-12-16',
    From: '09:00',
    To: '12:00',
    Length: 30,
    Gap: 10,
    Weekdays: [1, 2, 3],
    Place: 'Room 4',
    VideoLink: null,
    Capacity: 2,
    Interviewers: [1],
  });
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Make interview slots' })).toBeNull(),
  );
  expect(screen.getByText('Grace Admin already has a slot at 14 Dec 2026, 09:00.')).toBeVisible();
  // The week of the first slot made is shown.
  expect(await screen.findByRole('heading', { name: '14 Dec 2026 to 20 Dec 2026' })).toBeVisible();
});

test('makes one slot on a day at a time, by video call', async () => {
  const user = await openPage();
  const dialog = await openForm(user);
  await user.click(within(dialog).getByRole('radio', { name: 'One slot' }));
  expect(within(dialog).queryByRole('checkbox', { name: 'Monday' })).toBeNull();
  await user.type(within(dialog).getByLabelText(/^Day/), '2026-12-15');
  await user.type(within(dialog).getByLabelText(/^Video-call link/), 'https://meet.example.com/x');
  await user.click(within(dialog).getByRole('combobox', { name: /^Interviewers/ }));
  await user.click(await screen.findByRole('option', { name: 'Wanjiru Kamau (Supervisor)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Make slots' }));
  expect(await screen.findByText('Slot created.')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/InterviewSlot')[0])).toEqual({
    Intake: 4,
    Position: null,
    Day: '2026-12-15',
    Start: '09:00',
    Length: 30,
    Place: null,
    VideoLink: 'https://meet.example.com/x',
    Capacity: 1,
    Interviewers: [7],
  });
});

test('refuses in the form what the server would, and sends nothing', async () => {
  const user = await openPage();
  const dialog = await openForm(user);
  await user.type(within(dialog).getByLabelText(/^First day/), '2026-12-16');
  await user.type(within(dialog).getByLabelText(/^Last day/), '2026-12-14');
  const to = within(dialog).getByLabelText(/^To/);
  await user.clear(to);
  await user.type(to, '08:00');
  for (const day of ['Monday', 'Tuesday', 'Wednesday']) {
    await user.click(within(dialog).getByRole('checkbox', { name: day }));
  }
  await user.type(within(dialog).getByLabelText(/^Video-call link/), 'http://meet.example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Make slots' }));
  expect(
    await within(dialog).findByText('The last day cannot be before the first day'),
  ).toBeVisible();
  expect(within(dialog).getByText('The end must be after the start')).toBeVisible();
  expect(within(dialog).getByText('Choose at least one weekday')).toBeVisible();
  expect(within(dialog).getByText('The video-call link must start with https://')).toBeVisible();
  expect(within(dialog).getByText('Choose at least one interviewer')).toBeVisible();
  expect(sent(api.requests, 'POST', '/InterviewSlot/Series')).toHaveLength(0);
});

test('says where to hold it when neither a place nor a link is given', async () => {
  const user = await openPage();
  const dialog = await openForm(user);
  await user.click(within(dialog).getByRole('button', { name: 'Make slots' }));
  expect(await within(dialog).findByText('Give a place or a video-call link')).toBeVisible();
  expect(within(dialog).getAllByText('Choose a date')).toHaveLength(2);
});

test("a series of more than 500 slots: the server's refusal, with its count, in the form", async () => {
  seriesAnswer = {
    status: 422,
    data: { message: 'Invalid', errors: { Series: [REFUSED_SERIES] } },
  };
  const user = await openPage();
  const dialog = await openForm(user);
  await fillSeries(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Make slots' }));
  expect(await within(dialog).findByText(REFUSED_SERIES)).toBeVisible();
  expect(screen.getByRole('dialog', { name: 'Make interview slots' })).toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test("a field's refusal goes under it; a failure without an answer in the error popup", async () => {
  seriesAnswer = {
    status: 422,
    data: { message: 'Invalid', errors: { FirstDay: ['A slot cannot start in the past.'] } },
  };
  const user = await openPage();
  const dialog = await openForm(user);
  await fillSeries(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Make slots' }));
  expect(await within(dialog).findByText('A slot cannot start in the past.')).toBeVisible();
  seriesAnswer = { status: 500, data: {} };
  await user.click(within(dialog).getByRole('button', { name: 'Make slots' }));
  await expectError('Could not make the slots');
});

test('a week that cannot be read says so', async () => {
  api.answer(answers({ 'GET /Intake': { status: 200, data: { Intakes: [] } } }));
  renderAdmin(PATH);
  await expectError('Could not get the interview slots');
});

test('reads in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAdmin(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Nafasi za usaili' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Wiki ijayo' })).toBeVisible();
  expect(screen.getByText('nafasi 3, 2 zimewekwa, 2 wazi')).toBeVisible();
});
