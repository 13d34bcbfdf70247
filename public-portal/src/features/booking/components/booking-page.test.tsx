import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import type { BookingLink } from 'shared-api/interview-booking';
import { answers, bodyOf, mockApi, sent, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { answerQuestion, renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

const TOKEN = 'tk-87';
const PATH = `/Booking/${TOKEN}`;
const TAKEN = 'Just taken: someone booked that time a moment ago. Pick another.';
const BOOKED = 'Your interview is booked. An invitation was e-mailed to you.';

const SLOTS = [
  // Monday 14 Dec 2026, 09:00 and 09:40 in Nairobi; Tuesday 15 Dec, 14:00.
  {
    id: 1,
    StartsAt: '2026-12-14T06:00:00.000Z',
    EndsAt: '2026-12-14T06:30:00.000Z',
    Place: 'Room 4',
    Online: false,
    Free: 1,
  },
  {
    id: 2,
    StartsAt: '2026-12-14T06:40:00.000Z',
    EndsAt: '2026-12-14T07:10:00.000Z',
    Place: null,
    Online: true,
    Free: 1,
  },
  {
    id: 3,
    StartsAt: '2026-12-15T11:00:00.000Z',
    EndsAt: '2026-12-15T11:30:00.000Z',
    Place: 'Room 4',
    Online: false,
    Free: 2,
  },
];

const OPEN: BookingLink = {
  Name: 'Amina Wanjiku',
  Position: 'Engineering',
  Intake: 'January 2027 intake',
  TimeZone: 'Africa/Nairobi',
  CutOffHours: 24,
  ExpiresAt: '2027-01-10T21:00:00.000Z',
  State: 'open',
  Booking: null,
  Slots: SLOTS,
  More: false,
};

const BOOKING = {
  id: 40,
  StartsAt: SLOTS[0].StartsAt,
  EndsAt: SLOTS[0].EndsAt,
  Place: 'Room 4',
  VideoLink: null,
  CanChange: true,
  ChangeUntil: '2026-12-13T06:00:00.000Z',
};
const HOLDING: BookingLink = { ...OPEN, State: 'booked', Booking: BOOKING, Slots: SLOTS.slice(1) };

let api: MockApi;
let link: BookingLink;
function serve(extra: Record<string, RouteAnswer> = {}) {
  api.answer(answers({ [`GET ${PATH}`]: () => ({ status: 200, data: link }), ...extra }));
}
beforeEach(() => {
  browserIn('Africa/Nairobi');
  link = OPEN;
  api = mockApi();
  serve();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function open() {
  renderAt(<PublicRoutes notFound={null} />, { at: `/book/${TOKEN}` });
  return userEvent.setup({ delay: null });
}

const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** The browser's clock set to a zone (the firm's, unless a test says another). */
function browserIn(timeZone: string) {
  const real = realOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

test('lists the free times by day in Nairobi time, and books the one picked', async () => {
  const user = open();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Book your interview' }),
  ).toBeVisible();
  expect(screen.getByText('Amina Wanjiku, Engineering, January 2027 intake')).toBeVisible();
  expect(screen.getByText('Times are in Africa/Nairobi time.')).toBeVisible();
  const monday = screen.getByRole('group', { name: 'Monday, 14 Dec 2026' });
  expect(
    within(monday)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['09:00–09:30 · Room 4', '09:40–10:10 · Video call']);
  expect(
    within(screen.getByRole('group', { name: 'Tuesday, 15 Dec 2026' })).getByRole('radio', {
      name: '14:00–14:30 · Room 4',
    }),
  ).toBeVisible();
  const book = screen.getByRole('button', { name: 'Book this time' });
  expect(book).toBeDisabled();

  serve({
    [`POST ${PATH}`]: () => {
      link = HOLDING;
      return { status: 201, data: { message: BOOKED, Booking: BOOKING } };
    },
  });
  await user.click(within(monday).getByRole('radio', { name: '09:00–09:30 · Room 4' }));
  await user.click(book);
  expect(await screen.findByText(BOOKED)).toBeVisible();
  expect(bodyOf(sent(api.requests, 'POST', PATH)[0])).toEqual({ Slot: 1 });
  const booked = await screen.findByRole('region', { name: 'Your interview' });
  expect(booked).toHaveTextContent('Mon 14 Dec, 09:00–09:30 · Room 4');
  expect(booked).toHaveTextContent('You can reschedule or cancel until 13 Dec 2026, 09:00.');
  expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
});

test('where the browser is in another zone, each time shows its own too', async () => {
  browserIn('Europe/London');
  open();
  const monday = await screen.findByRole('group', { name: 'Monday, 14 Dec 2026' });
  expect(
    within(monday)
      .getByRole('radio', { name: /^09:00–09:30 · Room 4/ })
      .closest('label'),
  ).toHaveTextContent('06:00–06:30 your time (Europe/London)');
});

test("a time just taken: the server's sentence, and the list read again without it", async () => {
  const user = open();
  await screen.findByRole('group', { name: 'Monday, 14 Dec 2026' });
  serve({
    [`POST ${PATH}`]: () => {
      link = { ...OPEN, Slots: SLOTS.slice(1) };
      return { status: 409, data: { message: TAKEN, reason: 'slot-taken' } };
    },
  });
  await user.click(screen.getByRole('radio', { name: '09:00–09:30 · Room 4' }));
  await user.click(screen.getByRole('button', { name: 'Book this time' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN);
  await waitFor(() =>
    expect(screen.queryByRole('radio', { name: '09:00–09:30 · Room 4' })).toBeNull(),
  );
  expect(screen.getByRole('radio', { name: '09:40–10:10 · Video call' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Book this time' })).toBeDisabled();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test('a booked interview is moved to another time', async () => {
  link = HOLDING;
  const user = open();
  await screen.findByRole('region', { name: 'Your interview' });
  expect(screen.queryByRole('radio')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Reschedule' }));
  expect(screen.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
  const moved = { ...BOOKING, StartsAt: SLOTS[2].StartsAt, EndsAt: SLOTS[2].EndsAt };
  serve({
    [`PUT ${PATH}`]: () => {
      link = { ...HOLDING, Booking: moved };
      return {
        status: 200,
        data: {
          message: 'Your interview was moved. An updated invitation was e-mailed to you.',
          Booking: moved,
        },
      };
    },
  });
  await user.click(screen.getByRole('radio', { name: '14:00–14:30 · Room 4' }));
  await user.click(screen.getByRole('button', { name: 'Move to this time' }));
  expect(
    await screen.findByText('Your interview was moved. An updated invitation was e-mailed to you.'),
  ).toBeVisible();
  expect(bodyOf(sent(api.requests, 'PUT', PATH)[0])).toEqual({ Slot: 3 });
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Your interview' })).toHaveTextContent(
      'Tue 15 Dec, 14:00–14:30',
    ),
  );
  expect(screen.queryByRole('button', { name: 'Move to this time' })).toBeNull();
});

test('a booked interview is cancelled after asking; the link books again', async () => {
  link = HOLDING;
  const user = open();
  await screen.findByRole('region', { name: 'Your interview' });
  serve({
    [`DELETE ${PATH}`]: () => {
      link = OPEN;
      return {
        status: 200,
        data: {
          message: 'Your interview was cancelled. You can book another time with the same link.',
        },
      };
    },
  });
  await user.click(screen.getByRole('button', { name: 'Cancel interview' }));
  await answerQuestion(
    user,
    'Cancel your interview? You can book another time with the same link.',
    'Cancel',
  );
  expect(sent(api.requests, 'DELETE', PATH)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Cancel interview' }));
  await answerQuestion(user, 'Cancel your interview?', 'Yes');
  expect(
    await screen.findByText(
      'Your interview was cancelled. You can book another time with the same link.',
    ),
  ).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Book this time' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Your interview' })).toBeNull();
});

test('past the cut-off, the interview shows without Reschedule or Cancel', async () => {
  link = { ...HOLDING, Booking: { ...BOOKING, CanChange: false } };
  open();
  const booked = await screen.findByRole('region', { name: 'Your interview' });
  expect(booked).toHaveTextContent(
    'Your interview is less than 24 hours away: it can no longer be changed here. Please contact us.',
  );
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel interview' })).toBeNull();
});

test.each([
  [404, 'This booking link is not valid.'],
  [410, 'This booking link has expired: the interviews for this intake are closed.'],
])("a refused link (%i): the server's sentence and nothing to book", async (status, message) => {
  serve({ [`GET ${PATH}`]: { status, data: { message } } });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent(`${message} Nothing was changed.`);
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.queryByRole('button', { name: /Book|Reschedule/ })).toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test('a closed application says there is nothing to book', async () => {
  link = { ...OPEN, State: 'closed', Slots: [] };
  open();
  expect(
    await screen.findByText(
      'There is nothing to book with this link: your application has moved on. We will write to you by e-mail.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
});

test('no free times: says to come back later', async () => {
  link = { ...OPEN, Slots: [] };
  open();
  expect(
    await screen.findByText('No free times right now. Please open this link again later.'),
  ).toBeVisible();
});

test('a link that cannot be read for another reason says so', async () => {
  serve({ [`GET ${PATH}`]: { status: 500, data: {} } });
  open();
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not open this link',
  );
});

test('reads in Swahili', async () => {
  await act(() => showLanguage('sw'));
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Weka muda wa usaili wako' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Weka muda huu' })).toBeDisabled();
});
