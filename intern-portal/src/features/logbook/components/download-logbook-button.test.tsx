import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from 'shared-ui/testing';
import {
  answers,
  failures,
  mockApi,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';
import { week } from '../../../test-utils/logbook';

const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const weeks = (state: 'signed' | 'submitted') => ({
  StartsOn: '2026-12-28',
  EndsOn: '2027-06-25',
  Weeks: [week('2026-12-28', '2027-01-01', { State: state, Hours: 40 })],
});
const absences = {
  'GET /Intern/Absence': { status: 200, data: { Absences: [], Total: 0 } },
  'GET /Intern/Visits': { status: 200, data: { Visits: [] } },
};

let api: MockApi;
let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => {
  api.restore();
  downloads.restore();
});

test("'Download Logbook' saves the signed weeks' PDF", async () => {
  api = mockApi(
    answers({
      ...absences,
      'GET /Intern/Logbook': { status: 200, data: weeks('signed') },
      'GET /Intern/Logbook/Pdf': { status: 200, data: pdf },
    }),
  );
  renderIntern('/internDashboard/logbook');
  await userEvent
    .setup({ delay: null })
    .click(await screen.findByRole('button', { name: 'Download Logbook' }));
  await waitFor(() => expect(downloads.saved).toEqual([{ name: 'logbook.pdf', blob: pdf }]));
  expect(sent(api.requests, 'GET', '/Intern/Logbook/Pdf')).toHaveLength(1);
});

test('is not offered before a week is signed', async () => {
  api = mockApi(
    answers({ ...absences, 'GET /Intern/Logbook': { status: 200, data: weeks('submitted') } }),
  );
  renderIntern('/internDashboard/logbook');
  expect(await screen.findByRole('heading', { level: 1, name: 'Logbook' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Download Logbook' })).toBeNull();
});

test("a failed download says 'Could not download your logbook'", async () => {
  api = mockApi(
    answers({
      ...absences,
      'GET /Intern/Logbook': { status: 200, data: weeks('signed') },
      'GET /Intern/Logbook/Pdf': failures.server,
    }),
  );
  renderIntern('/internDashboard/logbook');
  await userEvent
    .setup({ delay: null })
    .click(await screen.findByRole('button', { name: 'Download Logbook' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not download your logbook',
  );
  expect(downloads.saved).toEqual([]);
});

test('a copy the university wants countersigned first says why', async () => {
  const message =
    'Every signed week must be countersigned by the academic supervisor before a copy of this logbook can be made. Weeks still waiting: 2.';
  api = mockApi(
    answers({
      ...absences,
      'GET /Intern/Logbook': { status: 200, data: weeks('signed') },
      'GET /Intern/Logbook/Pdf': {
        status: 409,
        data: new Blob([JSON.stringify({ message })], { type: 'application/json' }),
      },
    }),
  );
  renderIntern('/internDashboard/logbook');
  await userEvent
    .setup({ delay: null })
    .click(await screen.findByRole('button', { name: 'Download Logbook' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(message);
  expect(downloads.saved).toEqual([]);
});
