import { act, screen, within } from '@testing-library/react';
import { showLanguage } from 'shared-api';
import { mockApi, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

// The landing page and its application form in Swahili (docs/i18n.md, "Testing a screen in
// Swahili"); the English ones are application-form.test.tsx's.
let api: MockApi;
beforeEach(() => {
  api = mockApi((request) =>
    request.url === '/Position'
      ? { status: 200, data: { Positions: [{ id: 2, Position: 'Engineering' }] } }
      : { status: 500, data: { message: 'unexpected' } },
  );
});
afterEach(() => api.restore());

describe('the landing page in Swahili', () => {
  it('draws its headings, links and services in Swahili', async () => {
    await act(() => showLanguage('sw'));
    renderAt(<PublicRoutes notFound={null} />, { at: '/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mafunzo Kazini' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Jiunge na programu yetu ya mafunzo kazini ufanye kazi kwenye miradi halisi katika mojawapo ya idara zetu.',
      ),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Waombaji na watumiaji' }));
    expect(nav.getByRole('link', { name: 'Angalia Hali ya Ombi' })).toHaveAttribute(
      'href',
      '/applicationStatus',
    );
    expect(nav.getByRole('link', { name: 'Ingia' })).toHaveAttribute('href', '/login');

    const services = screen.getByRole('region', { name: 'Huduma zetu' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ushauri', 'Uhandisi', 'Teknolojia']);

    expect(screen.getByRole('region', { name: 'Omba Nafasi ya Mafunzo Kazini' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Taarifa ya faragha' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByText(/^Jinsi tunavyoshughulikia data yako binafsi:/)).toBeInTheDocument();
    for (const english of ['Internships', 'Our services', 'Log In', 'Apply for an Internship'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('draws the application form with Swahili labels and button', async () => {
    await act(() => showLanguage('sw'));
    renderAt(<PublicRoutes notFound={null} />, { at: '/' });

    const position = await screen.findByRole('combobox', { name: 'Unavutiwa na nini?' });
    // The positions are the server's names, not texts.
    expect(
      await within(position).findByRole('option', { name: 'Engineering' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Wasifu wa Kazi \(CV\)/)).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText(/^Barua ya Chuo Kikuu/)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Wasilisha Ombi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(screen.queryByText('University Letter')).toBeNull();
  });

  it('changes to Swahili while it is on screen, and back', async () => {
    renderAt(<PublicRoutes notFound={null} />, { at: '/' });
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    await act(() => showLanguage('sw'));
    expect(screen.getByRole('button', { name: 'Wasilisha Ombi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mafunzo Kazini' })).toBeInTheDocument();
    await act(() => showLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Internships' })).toBeInTheDocument();
  });
});
