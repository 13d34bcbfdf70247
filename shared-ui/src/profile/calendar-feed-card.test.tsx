import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { answers, mockApi, sent, type MockApi } from 'shared-api/testing';
import { answerQuestion } from '../test-utils/interactions';
import { renderAt } from '../test-utils/render';
import { CalendarFeedCard } from './calendar-feed-card';

const OLD = 'https://interns.example.com/api/InterviewFeed/old-token';
const NEW = 'https://interns.example.com/api/InterviewFeed/new-token';
const RENEWED = 'A new calendar feed address was made; the old one no longer works.';

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /Interviews/Feed': { status: 200, data: { Url: OLD } },
      'POST /Interviews/Feed/Renew': { status: 200, data: { message: RENEWED, Url: NEW } },
    }),
  );
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const card = () => screen.getByRole('region', { name: 'Calendar feed' });

test('shows the private address, copies it, and renews it after asking', async () => {
  renderAt(<CalendarFeedCard />);
  const address = await screen.findByRole('textbox', { name: 'Calendar feed address' });
  expect(address).toHaveValue(OLD);
  expect(address).toHaveAttribute('readonly');
  expect(card()).toHaveTextContent('Keep it private');
  const user = userEvent.setup({ delay: null });

  await user.click(within(card()).getByRole('button', { name: 'Copy' }));
  // user-event's own clipboard holds what the page wrote.
  expect(await navigator.clipboard.readText()).toBe(OLD);
  expect(await screen.findByText('Copied')).toBeInTheDocument();

  await user.click(within(card()).getByRole('button', { name: 'Renew' }));
  await answerQuestion(
    user,
    'Make a new address? Calendars subscribed to the old one stop getting your interviews.',
    'Cancel',
  );
  expect(sent(api.requests, 'POST', '/Interviews/Feed/Renew')).toHaveLength(0);
  await user.click(within(card()).getByRole('button', { name: 'Renew' }));
  await answerQuestion(user, 'Make a new address?', 'Yes');
  expect(await screen.findByText(RENEWED)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(NEW);
});

test('without a clipboard, says to copy it by hand', async () => {
  renderAt(<CalendarFeedCard />);
  await screen.findByRole('textbox', { name: 'Calendar feed address' });
  const user = userEvent.setup({ delay: null });
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not copy: select the address and copy it yourself.',
  );
});

test('an address that cannot be read says so in the card', async () => {
  api.answer({ status: 500, data: {} });
  renderAt(<CalendarFeedCard />);
  expect(await within(card()).findByText('Could not get your calendar feed')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
});

test('a failed renewal says so and keeps the address', async () => {
  api.answer(
    answers({
      'GET /Interviews/Feed': { status: 200, data: { Url: OLD } },
      'POST /Interviews/Feed/Renew': { status: 500, data: {} },
    }),
  );
  renderAt(<CalendarFeedCard />);
  await screen.findByRole('textbox', { name: 'Calendar feed address' });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Renew' }));
  await answerQuestion(user, 'Make a new address?', 'Yes');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not renew your calendar feed',
  );
  // Behind the popup, the address is the one it was.
  expect(screen.getByRole('textbox', { name: 'Calendar feed address', hidden: true })).toHaveValue(
    OLD,
  );
});

test('reads in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderAt(<CalendarFeedCard />);
  expect(await screen.findByRole('button', { name: 'Nakili' })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Mlisho wa kalenda' })).toBeVisible();
});
