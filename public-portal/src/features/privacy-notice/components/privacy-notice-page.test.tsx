import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { mockPrivacyNoticeApi, PRIVACY_NOTICE, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';
import { LETTER_RECORD } from './retention';

let api: MockApi;
beforeEach(() => {
  api = mockPrivacyNoticeApi();
});
afterEach(() => api.restore());

describe('the privacy notice', () => {
  it('says who keeps what, why, for how long, who sees it, how to withdraw, and its version', async () => {
    renderAt(<PublicRoutes notFound={null} />, { at: '/privacy' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(api.requests[0]).toMatchObject({ method: 'get', url: '/PrivacyNotice' });

    expect(screen.getByText(/Acme Consulting Ltd keeps your personal data/)).toHaveTextContent(
      'privacy@acme.example',
    );
    const kept = within(screen.getByRole('list', { name: 'What we keep' }));
    expect(kept.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'your name, e-mail address and phone number;',
      'your CV and your university letter;',
      "your application's status history (each change, when and by whom).",
    ]);
    expect(screen.getByText(/only to handle your application/)).toBeInTheDocument();
    const howLong = within(screen.getByRole('list', { name: 'How long we keep it' }));
    expect(howLong.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'If your application is declined, your personal data is erased 180 days after the decision.',
      'If you pass the interview but never activate your account, your personal data is erased 90 days after the decision.',
      'E-mails we send you are kept for 30 days.',
      LETTER_RECORD,
    ]);
    expect(screen.getByText(/The firm's administrators. After you join, your supervisor/));
    expect(screen.getByRole('heading', { name: 'Withdrawing or getting a copy' })).toBeVisible();
    expect(screen.getByText(/Withdraw my application and erase my data/)).toBeInTheDocument();
    expect(screen.getByText('Version 2026-11')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Application Status' })).toHaveAttribute(
      'href',
      '/applicationStatus',
    );
  });

  it('says one day, not one days', async () => {
    api.answer({
      status: 200,
      data: {
        ...PRIVACY_NOTICE,
        RetainDeclinedDays: 1,
        RetainUnactivatedDays: 1,
        RetainMailDays: 1,
      },
    });
    renderAt(<PublicRoutes notFound={null} />, { at: '/privacy' });
    expect(await screen.findByText('E-mails we send you are kept for 1 day.')).toBeInTheDocument();
  });

  it('says so when the notice cannot be loaded', async () => {
    api.answer({ status: 500, data: {} });
    renderAt(<PublicRoutes notFound={null} />, { at: '/privacy' });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Could not get the privacy notice');
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not get the privacy notice');
  });

  it.each([
    ['/', 'under the application form'],
    ['/applicationStatus', 'on the status page'],
    ['/signUp', 'on the sign-up page'],
  ])('is linked from %s (%s)', async (at) => {
    renderAt(<PublicRoutes notFound={null} />, { at });
    expect(await screen.findByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('the privacy notice in Swahili', () => {
  it('says who keeps what and for how long, with the numbers of days', async () => {
    await act(() => showLanguage('sw'));
    api.answer({ status: 200, data: { ...PRIVACY_NOTICE, RetainMailDays: 1 } });
    renderAt(<PublicRoutes notFound={null} />, { at: '/privacy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taarifa ya faragha' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Acme Consulting Ltd ndiyo huhifadhi data yako binafsi. Kwa swali lolote kuihusu, wasiliana na privacy@acme.example.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tunachohifadhi' })).toBeVisible();
    const howLong = within(screen.getByRole('list', { name: 'Tunaihifadhi kwa muda gani' }));
    expect(
      howLong
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(0, 3),
    ).toEqual([
      'Ombi lako likikataliwa, data yako binafsi hufutwa siku 180 baada ya uamuzi.',
      'Ukifaulu usaili lakini usipoiwezesha akaunti yako, data yako binafsi hufutwa siku 90 baada ya uamuzi.',
      'Barua pepe tunazokutumia huhifadhiwa kwa siku 1.',
    ]);
    expect(screen.getByText('Toleo 2026-11')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angalia Hali ya Ombi' })).toBeInTheDocument();
    expect(screen.queryByText(/keeps your personal data/)).toBeNull();
  });
});
