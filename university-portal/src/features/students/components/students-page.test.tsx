import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcademicStudentRow } from 'shared-api/academic';
import { pagedAnswer, paramsOf } from 'shared-api/testing';
import {
  answers,
  failures,
  mockApi,
  renderUniversity,
  sent,
  signIn,
  type MockApi,
} from '../../../test-utils/render-university';

function student(id: number, over: Partial<AcademicStudentRow> = {}): AcademicStudentRow {
  return {
    Id: id,
    Name: `Student ${id}`,
    Position: 'Data',
    Supervisor: 'Wanjiru Kamau',
    StartsOn: '2027-01-04',
    EndsOn: '2027-06-30',
    WeeksSigned: 3,
    WeeksCountersigned: 1,
    DaysPresent: 14,
    DaysExpected: 15,
    ...over,
  };
}

let rows: AcademicStudentRow[];
let api: MockApi;
beforeEach(() => {
  signIn();
  rows = [
    student(21, { Name: 'Achieng Atieno', Position: null, Supervisor: null }),
    ...Array.from({ length: 11 }, (_, i) => student(30 + i)),
  ];
  api = mockApi(answers({ 'GET /Academic/Students': pagedAnswer('Students', () => rows) }));
});
afterEach(() => api.restore());

const pages = () => sent(api.requests, 'GET', '/Academic/Students').map(paramsOf);

async function open() {
  renderUniversity('/universityDashboard');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Achieng Atieno' });
  return userEvent.setup({ delay: null });
}

test('lists the students one page at a time, each leading to their page', async () => {
  await open();
  expect(screen.getByRole('heading', { level: 1, name: 'My students' })).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Position', 'Workplace supervisor', 'Dates', 'Logbook weeks', 'Attendance']);
  const row = screen.getByRole('link', { name: 'Achieng Atieno' }).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('4 Jan 2027 – 30 Jun 2027');
  expect(row).toHaveTextContent('3 signed, 1 countersigned');
  expect(row).toHaveTextContent('14 of 15 days');
  expect(within(row).getAllByText('—')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Achieng Atieno' })).toHaveAttribute(
    'href',
    '/universityDashboard/students/21',
  );
  // Stacked on a phone: each cell says its column, nothing to scroll sideways at 360 px.
  expect(within(row).getAllByRole('cell')[2]).toHaveAttribute('data-label', 'Workplace supervisor');
  expect(pages()).toEqual([{ page: 1, pageSize: 10 }]);
  expect(screen.getAllByText('Page 1 of 2')[0]).toBeInTheDocument();
});

test('the search, the sort by dates and the pager ask the server', async () => {
  const user = await open();
  await user.click(screen.getAllByRole('button', { name: 'Next page' })[0]);
  await waitFor(() => expect(pages().at(-1)).toEqual({ page: 2, pageSize: 10 }));
  await user.type(screen.getByRole('searchbox'), 'Achieng');
  await waitFor(() => expect(pages().at(-1)).toEqual({ page: 1, pageSize: 10, search: 'Achieng' }));
  await waitFor(() =>
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
  );
  await user.click(screen.getByRole('button', { name: /^Dates/ }));
  await waitFor(() => expect(pages().at(-1)).toMatchObject({ sort: 'StartsOn', order: 'asc' }));
});

test("a failed load says 'Could not get your students'", async () => {
  api.answer(answers({ 'GET /Academic/Students': failures.server }));
  renderUniversity('/universityDashboard');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get your students',
  );
});
