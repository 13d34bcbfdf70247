import { act, screen } from '@testing-library/react';
import { showLanguage } from 'shared-api';
import { mockApi, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

const CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
const letter = {
  Status: 'genuine',
  Code: CODE,
  Name: 'Amina Otieno',
  Programme: 'the Acme internship programme',
  Position: 'Software Engineering',
  Intake: 'January 2027 intake',
  StartsOn: '2027-01-04',
  EndsOn: '2027-03-26',
  IssuedOn: '2027-03-29',
  RevokedOn: null,
};

let api: MockApi;
afterEach(() => api.restore());

function answer(status: number, data: unknown) {
  api = mockApi(() => ({ status, data }));
}

describe('the verification page', () => {
  it('says a letter is genuine, with what the letter says', async () => {
    answer(200, letter);
    renderAt(<PublicRoutes notFound={null} />, { at: `/verify/${CODE}` });
    expect(await screen.findByText('This letter is genuine')).toBeVisible();
    expect(api.requests[0]).toMatchObject({ method: 'get', url: `/verify/${CODE}` });
    expect(screen.getByText('Amina Otieno')).toBeVisible();
    expect(screen.getByText('the Acme internship programme')).toBeVisible();
    expect(screen.getByText('Software Engineering')).toBeVisible();
    expect(screen.getByText('4 Jan 2027 to 26 Mar 2027')).toBeVisible();
    expect(screen.getByText('29 Mar 2027')).toBeVisible();
  });

  it('says a logbook copy is genuine, with its signed weeks and days attended', async () => {
    answer(200, {
      ...letter,
      Document: 'logbook',
      Logbook: { WeeksSigned: 11, Expected: 60, Present: 55, Excused: 3, Absent: 2 },
    });
    renderAt(<PublicRoutes notFound={null} />, { at: `/verify/${CODE}` });
    expect(await screen.findByText('This logbook copy is genuine')).toBeVisible();
    expect(screen.queryByText('This letter is genuine')).toBeNull();
    expect(screen.getByText('11')).toBeVisible();
    expect(screen.getByText('55 of 60 working days (3 excused)')).toBeVisible();
    expect(screen.getByText('Made on')).toBeVisible();
    expect(screen.getByText('29 Mar 2027')).toBeVisible();
  });

  it('says when a letter was revoked', async () => {
    answer(200, { ...letter, Status: 'revoked', RevokedOn: '2027-04-02' });
    renderAt(<PublicRoutes notFound={null} />, { at: `/verify/${CODE}` });
    expect(await screen.findByText('This letter was revoked on 2 Apr 2027')).toBeVisible();
    expect(screen.queryByText('This letter is genuine')).toBeNull();
  });

  it('says "No such letter" for a code no letter has', async () => {
    answer(404, { message: 'No such letter' });
    renderAt(<PublicRoutes notFound={null} />, { at: '/verify/NOPE' });
    expect(await screen.findByText('No such letter')).toBeVisible();
  });
});

describe('the verification page in Swahili', () => {
  it('says a logbook copy is genuine, with its facts named in Swahili', async () => {
    await act(() => showLanguage('sw'));
    answer(200, {
      ...letter,
      Position: null,
      Document: 'logbook',
      Logbook: { WeeksSigned: 11, Expected: 60, Present: 55, Excused: 3, Absent: 2 },
    });
    renderAt(<PublicRoutes notFound={null} />, { at: `/verify/${CODE}` });
    expect(await screen.findByText('Nakala hii ya daftari la kazi ni halali')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Uthibitishaji wa Barua' })).toBeVisible();
    for (const term of ['Jina', 'Programu', 'Nafasi', 'Awamu', 'Tarehe', 'Wiki zilizosainiwa'])
      expect(screen.getByText(term)).toBeVisible();
    expect(screen.getByText('Haijatajwa')).toBeVisible();
    expect(screen.getByText('Siku 55 kati ya siku 60 za kazi (3 kwa ruhusa)')).toBeVisible();
    expect(screen.getByText(/ hadi /)).toBeVisible();
    expect(screen.getByText('Msimbo wa uthibitishaji')).toBeVisible();
  });

  it('says when a letter was revoked', async () => {
    await act(() => showLanguage('sw'));
    answer(200, { ...letter, Status: 'revoked', RevokedOn: '2027-04-02' });
    renderAt(<PublicRoutes notFound={null} />, { at: `/verify/${CODE}` });
    expect(await screen.findByText(/^Barua hii ilibatilishwa tarehe 2 /)).toBeVisible();
  });

  it('says that no letter has an unknown code', async () => {
    await act(() => showLanguage('sw'));
    answer(404, { message: 'No such letter' });
    renderAt(<PublicRoutes notFound={null} />, { at: '/verify/NOPE' });
    expect(await screen.findByText('Barua hii haipo')).toBeVisible();
    expect(
      screen.getByText(
        'Hakuna barua iliyotolewa kwa msimbo huu. Hakikisha umeuandika sawasawa kama ulivyochapishwa.',
      ),
    ).toBeVisible();
  });
});
