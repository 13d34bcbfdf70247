import { act, screen, within } from '@testing-library/react';
import { showLanguage } from 'shared-api';
import {
  answers,
  mockApi,
  renderUniversity,
  signIn,
  type MockApi,
} from '../../../test-utils/render-university';

// The academic supervisor's screens in Swahili (docs/i18n.md): this portal's catalogue, and
// shared-api's for the visit form's rules.

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'GET /Academic/Students': {
        status: 200,
        data: {
          Students: [
            {
              Id: 21,
              Name: 'Achieng Atieno',
              Position: 'Data',
              Supervisor: 'Wanjiru Kamau',
              StartsOn: '2026-01-05',
              EndsOn: '2099-06-30',
              WeeksSigned: 3,
              WeeksCountersigned: 1,
              DaysPresent: 14,
              DaysExpected: 15,
            },
          ],
          Total: 1,
        },
      },
      'GET /Academic/Students/21': {
        status: 200,
        data: {
          Id: 21,
          Name: 'Achieng Atieno',
          Email: 'achieng@example.com',
          Position: 'Data',
          Supervisor: 'Wanjiru Kamau',
          University: 'University of Nairobi',
          StudyProgramme: null,
          StartsOn: '2026-01-05',
          EndsOn: '2099-06-30',
          Attendance: { DaysExpected: 20, DaysPresent: 17, DaysExcused: 2, DaysAbsent: 1 },
          Evaluation: null,
          LetterAvailable: true,
          LogbookCopyAvailable: false,
          CountersignRequired: true,
          Criteria: [{ Name: 'Punctuality', MaxScore: 5 }],
        },
      },
      'GET /Academic/Students/21/Logbook': { status: 200, data: { Weeks: [], Total: 0 } },
      'GET /Academic/Students/21/Tasks': { status: 200, data: { Tasks: [], Total: 0 } },
      'GET /Academic/Students/21/Visits': { status: 200, data: { Visits: [] } },
    }),
  );
});
afterEach(() => api.restore());

test('My students reads in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderUniversity('/universityDashboard');
  expect(await screen.findByRole('heading', { name: 'Wanafunzi wangu' })).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByRole('columnheader', { name: /Msimamizi wa kazini/ })).toBeVisible();
  expect(table).toHaveTextContent('3 zimesainiwa, 1 zimesainiwa pia');
  expect(table).toHaveTextContent('Siku 14 kati ya 15');
});

test("a student's page and the visit form read in Swahili", async () => {
  await act(() => showLanguage('sw'));
  renderUniversity('/universityDashboard/students/21');
  expect(await screen.findByRole('heading', { name: 'Rekodi ziara' })).toBeInTheDocument();
  for (const heading of ['Mafunzo kazini', 'Tathmini ya Mwisho', 'Alama']) {
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Pakua barua' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Chuo kikuu kinataka kila wiki iliyosainiwa isainiwe pia kabla ya nakala ya daftari la kazi.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: /Punctuality \(0 hadi 5\)/ })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Uliyekutana naye/ })).toBeInTheDocument();
  for (const english of ['Record a visit', 'Final Evaluation', 'Download the letter'])
    expect(screen.queryByText(english)).toBeNull();
});
