import { createColumnHelper } from '@tanstack/react-table';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page, PageQuery } from 'shared-api';
import { captureCsv } from '../test-utils/interactions';
import { createTestQueryClient, renderWithHost } from '../test-utils/render';
import { DataTable } from './data-table';
import { usePagedQuery } from './use-paged-query';

interface Person {
  id: number;
  Name: string;
  Email: string;
  Position: string;
}

const DEPARTMENTS = ['Advisory', 'Engineering', 'Technology'];
let people: Person[];

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('Name', { header: 'Name' }),
  column.accessor('Email', { header: 'Email' }),
  column.accessor('Position', {
    id: 'Department',
    header: 'Department',
    meta: { sortField: 'Position' },
  }),
  column.display({ id: 'action', header: 'Action', cell: () => <button>Edit</button> }),
];

/** The server of issue 13, in memory. */
function serve(query: PageQuery): Page<Person> {
  const search = query.search?.toLowerCase() ?? '';
  let found = people.filter((p) =>
    [p.Name, p.Email, p.Position].some((v) => v.toLowerCase().includes(search)),
  );
  if (query.filter) found = found.filter((p) => p.Position === query.filter);
  const { sort, order } = query;
  if (sort) {
    const key = sort as keyof Person;
    found = [...found].sort(
      (a, b) => (order === 'desc' ? -1 : 1) * String(a[key]).localeCompare(String(b[key])),
    );
  }
  const start = (query.page - 1) * query.pageSize;
  return { rows: found.slice(start, start + query.pageSize), total: found.length };
}

let fetchPage: jest.Mock<Promise<Page<Person>>, [PageQuery]>;

function People() {
  const { query, rows, server } = usePagedQuery({
    queryKey: ['people'],
    fetchPage,
    failureMessage: 'Could not get People',
  });
  if (query.isPending) return <p>Loading...</p>;
  return (
    <DataTable
      title="People"
      columns={columns}
      data={rows}
      server={server}
      filter={{ columnId: 'Department', label: 'Department', options: DEPARTMENTS }}
      exportFileName="people"
      getRowId={(row) => String(row.id)}
    />
  );
}

beforeEach(() => {
  people = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    Name: `Person ${String(i + 1).padStart(2, '0')}`,
    Email: `p${i + 1}@example.com`,
    Position: DEPARTMENTS[i % 3],
  }));
  fetchPage = jest.fn(async (query: PageQuery) => serve(query));
});

const lastQuery = () => fetchPage.mock.calls.at(-1)?.[0];

function names(): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

async function open() {
  renderWithHost(<People />);
  await screen.findByRole('cell', { name: 'Person 01' });
  return userEvent.setup({ delay: null });
}

describe('DataTable in server mode', () => {
  it('asks for the first page and shows the total in the search and the pager', async () => {
    renderWithHost(<People />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Person 01' });
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    expect(names()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 25 records...');
  });

  it('pages through the server, keeping the shown page until the next one comes', async () => {
    const user = await open();
    let release: () => void = () => {};
    fetchPage.mockImplementationOnce(
      (query) => new Promise((resolve) => (release = () => resolve(serve(query)))),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastQuery()).toEqual({ page: 2, pageSize: 10 });
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(names()[0]).toBe('Person 01');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(names()[0]).toBe('Person 11');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText('Page 3 of 3');
    expect(names()).toEqual(['Person 21', 'Person 22', 'Person 23', 'Person 24', 'Person 25']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await screen.findByText('Page 1 of 3');
  });

  it('sends the search 200 ms after the last keystroke, from the first page', async () => {
    jest.useFakeTimers();
    try {
      renderWithHost(<People />);
      await screen.findByRole('cell', { name: 'Person 01' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await screen.findByText('Page 2 of 3');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'p7@');
      act(() => jest.advanceTimersByTime(199));
      expect(fetchPage.mock.calls.some(([query]) => query.search)).toBe(false);
      await act(async () => jest.advanceTimersByTime(1));
      expect(lastQuery()).toEqual({ page: 1, pageSize: 10, search: 'p7@' });
      await screen.findByText('Page 1 of 1');
      expect(names()).toEqual(['Person 07']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("filters with the given options, and 'All' drops the filter", async () => {
    const user = await open();
    const select = screen.getByLabelText('Department');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', ...DEPARTMENTS]);
    await user.selectOptions(select, 'Engineering');
    expect(lastQuery()).toEqual({ page: 1, pageSize: 10, filter: 'Engineering' });
    await screen.findByText('Page 1 of 1');
    expect(names()).toHaveLength(8);
    await user.selectOptions(select, 'All');
    expect(lastQuery()).toEqual({ page: 1, pageSize: 10 });
    await screen.findByText('Page 1 of 3');
  });

  it("sorts on the server by the column's field, announcing the order", async () => {
    const user = await open();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(header).getByRole('button'));
    expect(lastQuery()).toEqual({ page: 1, pageSize: 10, sort: 'Name', order: 'asc' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(lastQuery()).toMatchObject({ sort: 'Name', order: 'desc' });
    await waitFor(() => expect(names()[0]).toBe('Person 25'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const department = screen.getByRole('columnheader', { name: 'Department' });
    await user.click(within(department).getByRole('button'));
    expect(lastQuery()).toMatchObject({ sort: 'Position', order: 'asc' });
    expect(department).toHaveAttribute('aria-sort', 'ascending');
  });

  it('asks for the chosen page size from the first page', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(lastQuery()).toEqual({ page: 1, pageSize: 20 });
    await screen.findByText('Page 1 of 2');
    expect(names()).toHaveLength(20);
  });

  it("shows 'No data available' when nothing matches", async () => {
    people = [];
    renderWithHost(<People />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 0 records...');
  });

  it('exports every matching row, fetched from the server, not only the page', async () => {
    people = [...people, ...people.map((p) => ({ ...p, id: p.id + 100 }))].concat(
      Array.from({ length: 200 }, (_, i) => ({
        id: 1000 + i,
        Name: `Extra ${i}`,
        Email: `x${i}@example.com`,
        Position: 'Advisory',
      })),
    );
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Department'), 'Advisory');
    const csv = captureCsv();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(csv.names).toEqual(['people.csv']));
    const lines = await csv.lines();
    expect(lines[0]).toBe('Name,Email,Department');
    expect(lines).toHaveLength(1 + 18 + 200);
    expect(lines[1]).toBe('Person 01,p1@example.com,Advisory');
    const exportCalls = fetchPage.mock.calls.filter(([query]) => query.pageSize === 100);
    expect(exportCalls.map(([query]) => query)).toEqual([
      { page: 1, pageSize: 100, filter: 'Advisory' },
      { page: 2, pageSize: 100, filter: 'Advisory' },
      { page: 3, pageSize: 100, filter: 'Advisory' },
    ]);
    csv.restore();
  });

  it("says the list's failure message when the export cannot read the rows", async () => {
    const user = await open();
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not get People',
    );
  });

  it("refreshes on an invalidation of the list's key, going to the new last page if needed", async () => {
    const queryClient = createTestQueryClient();
    renderWithHost(<People />, queryClient);
    await screen.findByRole('cell', { name: 'Person 01' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText('Page 3 of 3');
    people = people.slice(0, 20);
    await act(() => queryClient.invalidateQueries({ queryKey: ['people'] }));
    await screen.findByText('Page 2 of 2');
    expect(lastQuery()).toEqual({ page: 2, pageSize: 10 });
    expect(names()[0]).toBe('Person 11');
  });
});
