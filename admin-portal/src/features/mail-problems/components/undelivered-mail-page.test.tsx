import { screen, waitFor, within } from '@testing-library/react';
import type { UndeliveredMail } from 'shared-api';
import { mockApi, type MockAnswer, type MockApi } from 'shared-api/testing';
import { emailOutcomeTexts } from '../../../utils/email-outcome';
import {
  answers,
  captureCsv,
  openTable,
  renderAdmin,
  rowOf,
  sent,
} from '../../../test-utils/render-admin';
import { mailTexts } from '../hooks/use-retry-mail';

const mails: UndeliveredMail[] = [
  {
    id: 11,
    To: 'ada@example.com',
    Subject: 'Your interview',
    Attempts: 3,
    LastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
    Since: '2026-11-22T06:00:00.000Z',
    NextAttemptAt: '2026-11-22T07:00:00.000Z',
    Status: 'queued',
  },
  {
    id: 12,
    To: 'chao@example.com',
    Subject: 'Your application',
    Attempts: 0,
    LastError: null,
    Since: '2026-11-22T06:30:00.000Z',
    NextAttemptAt: null,
    Status: 'failed',
  },
];

let api: MockApi;
let current: UndeliveredMail[];

function serve(retry: MockAnswer) {
  api.answer(
    answers({
      'GET /Admin/Mail/Undelivered': () => ({ status: 200, data: { Mails: current } }),
      'POST /Admin/Mail/11/Retry': () => {
        if (retry.status === 200) current = current.filter((mail) => mail.id !== 11);
        return retry;
      },
    }),
  );
}

beforeEach(() => {
  current = mails;
  api = mockApi();
  serve({ status: 200, data: { message: 'sent', Email: 'sent' } });
});
afterEach(() => api.restore());

const retryButton = () =>
  screen.getByRole('button', { name: 'Retry now: Your interview to ada@example.com' });

const openPage = () => openTable('/adminDashboard/mail', 'ada@example.com');

test('lists each undelivered e-mail: to whom, what, why, since when, attempts, next attempt', async () => {
  renderAdmin('/adminDashboard/mail');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Undelivered E-mails' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'To',
    'Subject',
    'Why',
    'Since',
    'Attempts',
    'Next Attempt',
    'Action',
  ]);
  const cells = (text: string) =>
    within(rowOf(text))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('ada@example.com')).toEqual([
    'ada@example.com',
    'Your interview',
    'Error: connect ECONNREFUSED 127.0.0.1:25',
    '22 Nov 2026, 09:00',
    '3',
    '22 Nov 2026, 10:00',
    'Retry now',
  ]);
  expect(cells('chao@example.com')).toEqual([
    'chao@example.com',
    'Your application',
    'Not tried yet',
    '22 Nov 2026, 09:30',
    '0',
    'None planned',
    'Retry now',
  ]);
});

test('exports the rows as CSV', async () => {
  const user = await openPage();
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(csv.names).toEqual(['undelivered-emails.csv']);
  const lines = await csv.lines();
  expect(lines[0]).toBe('To,Subject,Why,Since,Attempts,Next Attempt');
  expect(lines).toHaveLength(3);
  csv.restore();
});

test('Retry now that delivers says so and the e-mail leaves the list', async () => {
  const user = await openPage();
  await user.click(retryButton());
  expect(await screen.findByText('Email sent Successfully')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Admin/Mail/11/Retry')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'ada@example.com' })).toBeNull());
});

test('Retry now that fails again says it stays queued', async () => {
  serve({ status: 200, data: { message: 'queued', Email: 'queued' } });
  const user = await openPage();
  await user.click(retryButton());
  expect(await screen.findByText(emailOutcomeTexts.queued)).toBeInTheDocument();
});

test('Retry now of an e-mail sent meanwhile says it was already sent', async () => {
  serve({ status: 409, data: { message: 'This email has already been sent.' } });
  const user = await openPage();
  await user.click(retryButton());
  expect(await screen.findByText(mailTexts.alreadySent)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test('Retry now of an unknown e-mail says it could not retry', async () => {
  serve({ status: 404, data: { message: 'Mail not found' } });
  const user = await openPage();
  await user.click(retryButton());
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not retry the email',
  );
});

test('a failed load says so', async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin('/adminDashboard/mail');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get Undelivered E-mails',
  );
});
