import { act, screen } from '@testing-library/react';
import { showLanguage } from 'shared-api';
import { mockPrivacyNoticeApi, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

let api: MockApi;
beforeEach(() => {
  api = mockPrivacyNoticeApi();
});
afterEach(() => api.restore());

it('gives the standard, how it is tested, what falls short, and whom to write to', async () => {
  renderAt(<PublicRoutes notFound={null} />, { at: '/accessibility' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  expect(screen.getByText(/WCAG\) 2.2 at level AA/)).toBeVisible();
  for (const name of ['How it is tested', 'What does not meet it yet', 'Whom to write to']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  expect(screen.getByText(/are not tagged PDFs/)).toBeVisible();
  expect(
    screen.getByText(
      'If something stops you from using it, write to Acme Consulting Ltd at privacy@acme.example.',
    ),
  ).toBeVisible();
});

it('is in Swahili', async () => {
  await act(() => showLanguage('sw'));
  try {
    renderAt(<PublicRoutes notFound={null} />, { at: '/accessibility' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taarifa ya ufikivu' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Nani wa kumwandikia' })).toBeVisible();
  } finally {
    await act(() => showLanguage('en'));
  }
});
