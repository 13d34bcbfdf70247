import type { FilterFn, Row } from '@tanstack/react-table';
import type { FilterOption } from './column-filter';

export interface DataTableFilter {
  /** The id (or accessorKey) of the column to filter on. */
  columnId: string;
  label: string;
  /** Choices besides 'All'; by default the column's distinct values. */
  options?: (string | FilterOption)[];
}

/** The global search: a case-insensitive "contains" on every data column. */
export const containsText: FilterFn<unknown> = (row, columnId, search: string) =>
  String(row.getValue(columnId) ?? '')
    .toLowerCase()
    .includes(search.trim().toLowerCase());

/** The dropdown filter matches exactly, so that 'Engineering' does not pick 'Engineering 2'. */
export const equalsText: FilterFn<unknown> = (row, columnId, value: string) =>
  value === '' || String(row.getValue(columnId) ?? '') === value;

function toOption(option: string | FilterOption): FilterOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

export function optionsFor<T>(filter: DataTableFilter, rows: Row<T>[]): FilterOption[] {
  if (filter.options) return filter.options.map(toOption);
  const values = new Set(rows.map((row) => String(row.getValue(filter.columnId) ?? '')));
  return [...values]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b))
    .map(toOption);
}
