import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  INTERN,
  mockApi,
  NOTHING_ENDED,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';
import { NO_DAYS_YET } from '../../../test-utils/logbook';
import { captureDownloads } from 'shared-ui/testing';

const profile = {
  user_id: INTERN.user_id,
  Name: INTERN.Name,
  Email: 'amina@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'INT',
  Supervisor: null,
};
const base = {
  ...NOTHING_ENDED,
  ...NO_DAYS_YET,
  'GET /User/7/edit': { status: 200, data: { User: profile } },
  'GET /User/7': { status: 200, data: { User: profile, Tasks: [], Overall: null } },
};
const letter = {
  id: 4,
  Code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
  IssuedOn: '2027-03-29',
  Credential: null,
};
const credential = {
  Id: 'https://interns.example/credentials/5f0c2b1e-8d4a-4c1f-9a77-0b3e2d1c4f5a',
  Name: 'Internship: Software Engineering & Data',
  Organisation: 'Acme Technology Services',
  IssuedOn: '2027-03-09',
};
const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

let api: MockApi;
let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = captureDownloads().saved;
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe("the profile's 'Completion Letter' card", () => {
  test("'Download Letter' saves the intern's live letter", async () => {
    api = mockApi(
      answers({
        ...base,
        'GET /Letter/mine': { status: 200, data: { Letter: letter } },
        'GET /Letter/mine/pdf': { status: 200, data: pdf },
      }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Completion Letter' })).toBeVisible();
    expect(screen.getByText(/Issued on 29 Mar 2027/)).toHaveTextContent(letter.Code);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Download Letter' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'completion-letter.pdf', blob: pdf }]));
    expect(sent(api.requests, 'GET', '/Letter/mine/pdf')).toHaveLength(1);
  });

  test('without a credential yet, it offers the PDF only', async () => {
    api = mockApi(
      answers({ ...base, 'GET /Letter/mine': { status: 200, data: { Letter: letter } } }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByRole('button', { name: 'Download Letter' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download credential' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to LinkedIn' })).toBeNull();
  });

  test("'Download credential' saves the signed credential as a JSON file named by the code", async () => {
    const json = new Blob(['{"type":["VerifiableCredential"]}'], { type: 'application/ld+json' });
    api = mockApi(
      answers({
        ...base,
        'GET /Letter/mine': {
          status: 200,
          data: { Letter: { ...letter, Credential: credential } },
        },
        'GET /Letter/mine/credential': { status: 200, data: json },
      }),
    );
    renderIntern('/internDashboard/profile');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Download credential' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: `credential-${letter.Code}.json`, blob: json }]),
    );
    expect(sent(api.requests, 'GET', '/Letter/mine/credential')).toHaveLength(1);
    expect(sent(api.requests, 'GET', '/Letter/mine/pdf')).toHaveLength(0);
  });

  test('a refused credential download says so and saves nothing', async () => {
    api = mockApi(
      answers({
        ...base,
        'GET /Letter/mine': {
          status: 200,
          data: { Letter: { ...letter, Credential: credential } },
        },
        'GET /Letter/mine/credential': { status: 500, data: { message: 'Internal Server Error' } },
      }),
    );
    renderIntern('/internDashboard/profile');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Download credential' }));
    expect(await screen.findByText('Could not download your credential')).toBeVisible();
    expect(saved).toEqual([]);
  });

  test("'Add to LinkedIn' opens LinkedIn's add-to-profile form filled with the certificate", async () => {
    api = mockApi(
      answers({
        ...base,
        'GET /Letter/mine': {
          status: 200,
          data: { Letter: { ...letter, Credential: credential } },
        },
      }),
    );
    renderIntern('/internDashboard/profile');
    const link = await screen.findByRole('link', { name: 'Add to LinkedIn' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Internship: Software Engineering & Data',
      organizationName: 'Acme Technology Services',
      issueYear: '2027',
      issueMonth: '3',
      certUrl: credential.Id,
      certId: letter.Code,
    });
    // The PDF stays.
    expect(screen.getByRole('button', { name: 'Download Letter' })).toBeVisible();
  });

  test('is not shown before a letter is issued', async () => {
    api = mockApi(
      answers({ ...base, 'GET /Letter/mine': { status: 200, data: { Letter: null } } }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByText('No tasks yet')).toBeVisible();
    await waitFor(() => expect(sent(api.requests, 'GET', '/Letter/mine')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Completion Letter' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });
});
