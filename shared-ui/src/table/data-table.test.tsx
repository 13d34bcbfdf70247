import Button from '@mui/material/Button';
import { createColumnHelper } from '@tanstack/react-table';
import { act, screen, within } from '@testing-library/react';
import { renderUi as render } from '../test-utils/render';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableProps } from './data-table';

interface Person {
  id: number;
  Name: string;
  Email: string;
  Department: string;
}

const DEPARTMENTS = ['Advisory', 'Engineering', 'Technology'];
const people: Person[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  Name: `Person ${String(i + 1).padStart(2, '0')}`,
  Email: `p${i + 1}@example.com`,
  Department: DEPARTMENTS[i % 3],
}));

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('Name', { header: 'Name' }),
  column.accessor('Email', { header: 'Email' }),
  column.accessor('Department', { header: 'Department' }),
  column.display({ id: 'action', header: 'Action', cell: () => <Button>Assign Task</Button> }),
];

function renderTable(data: Person[] = people, extra: Partial<DataTableProps<Person>> = {}) {
  return render(
    <DataTable
      title="My Interns"
      columns={columns}
      data={data}
      filter={{ columnId: 'Department', label: 'Department' }}
      getRowId={(row) => String(row.id)}
      {...extra}
    />,
  );
}

function names(): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('DataTable', () => {
  it('shows the title, the headers, ten rows and the record count in the search', () => {
    renderTable();
    expect(screen.getByRole('heading', { name: 'My Interns' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search 25 records...',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('searches 200 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderTable();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'p7@');
      act(() => jest.advanceTimersByTime(199));
      expect(names()).toHaveLength(10);
      await act(async () => jest.advanceTimersByTime(1));
      expect(names()).toEqual(['Person 07']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("filters on the column's values and restores all rows with 'All'", async () => {
    const user = userEvent.setup();
    renderTable();
    const select = screen.getByLabelText('Department');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Advisory', 'Engineering', 'Technology']);
    await user.selectOptions(select, 'Engineering');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .every((row) => row.textContent?.includes('Engineering')),
    ).toBe(true);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(names()).toHaveLength(8);
    await user.selectOptions(select, 'All');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('uses given filter options with their own labels', async () => {
    const user = userEvent.setup();
    renderTable(people, {
      filter: {
        columnId: 'Department',
        label: 'Dept',
        options: [{ value: 'Advisory', label: 'Advice' }],
      },
    });
    await user.selectOptions(screen.getByLabelText('Dept'), 'Advice');
    expect(names()).toHaveLength(9);
  });

  it('sorts by a header click, announcing the order with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Action' })).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe('Person 01');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Person 25');
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Email' });
    act(() => within(header).getByRole('button').focus());
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages with first, previous, next and last', async () => {
    const user = userEvent.setup();
    renderTable();
    const first = screen.getByRole('button', { name: 'First page' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    const last = screen.getByRole('button', { name: 'Last page' });
    expect(first).toBeDisabled();
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(names()[0]).toBe('Person 11');

    await user.click(last);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(names()).toEqual(['Person 21', 'Person 22', 'Person 23', 'Person 24', 'Person 25']);
    expect(next).toBeDisabled();
    expect(last).toBeDisabled();

    await user.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(first);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(names()[0]).toBe('Person 01');
  });

  it("names its pager after the table, so two tables' pagers are told apart", () => {
    render(
      <>
        <DataTable title="My Interns" columns={columns} data={people} />
        <DataTable title="Assigned Tasks" columns={columns} data={people} />
      </>,
    );
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'My Interns, pagination',
      'Assigned Tasks, pagination',
    ]);
  });

  it('offers page sizes 5, 10 and 20 (10 by default) and goes back to page 1 on a change', async () => {
    const user = userEvent.setup();
    renderTable();
    const size = screen.getByLabelText('Rows per page');
    expect(size).toHaveValue('10');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(size, '5');
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(names()).toHaveLength(5);
    await user.selectOptions(size, '20');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(names()).toHaveLength(20);
  });

  it("shows 'No data available' without rows", () => {
    renderTable([]);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 0 records...');
  });

  it('exports the filtered rows of every page as CSV, without action columns', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTable(people, { exportFileName: 'interns' });
    await user.selectOptions(screen.getByLabelText('Department'), 'Advisory');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await readBlob(blobs[0]);
    const lines = text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Department');
    expect(lines).toHaveLength(1 + 9);
    expect(lines[1]).toBe('Person 01,p1@example.com,Advisory');
    click.mockRestore();
  });
  it('says more columns lie beyond the edge when the table is wider than its box', () => {
    // jsdom lays nothing out: the table's box is given the widths a 360 px phone measured.
    const widths = (scroll: number, client: number) => {
      const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
      const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
      scrollWidth.mockReturnValue(scroll);
      clientWidth.mockReturnValue(client);
      return () => {
        scrollWidth.mockRestore();
        clientWidth.mockRestore();
      };
    };
    let restore = widths(900, 296);
    const { unmount } = renderTable();
    expect(screen.getByText('Scroll sideways to see all columns')).toBeVisible();
    unmount();
    restore();
    restore = widths(900, 900);
    renderTable();
    expect(screen.queryByText('Scroll sideways to see all columns')).toBeNull();
    restore();
  });
});
