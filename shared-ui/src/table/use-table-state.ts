import { functionalUpdate, type ColumnDef, type Updater } from '@tanstack/react-table';
import { useState } from 'react';
import { queryOf, stateOf, type ServerTable, type TableState } from './server-table';

interface TableStateOptions<Row> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tanstack's own column type
  columns: ColumnDef<Row, any>[];
  filterColumnId?: string;
  initialPageSize: number;
  server?: ServerTable<Row>;
}

export type UpdateTableState = <Key extends keyof TableState>(
  key: Key,
  updater: Updater<TableState[Key]>,
) => void;

/**
 * The search, sort, filter and page of a table: its own in client mode; in server mode read
 * from and written to the server query, going back to the first page when anything but the
 * page changes (react-table does that itself only for client-side paging).
 */
export function useTableState<Row>(options: TableStateOptions<Row>) {
  const { columns, filterColumnId, server } = options;
  const [local, setLocal] = useState<TableState>({
    globalFilter: '',
    sorting: [],
    columnFilters: [],
    pagination: { pageIndex: 0, pageSize: options.initialPageSize },
  });

  if (!server) {
    const update: UpdateTableState = (key, updater) =>
      setLocal((previous) => ({ ...previous, [key]: functionalUpdate(updater, previous[key]) }));
    return { state: local, update };
  }

  const state = stateOf(server.query, columns, filterColumnId);
  const update: UpdateTableState = (key, updater) => {
    const next = { ...state, [key]: functionalUpdate(updater, state[key]) };
    if (key !== 'pagination') next.pagination = { ...next.pagination, pageIndex: 0 };
    server.onQueryChange(queryOf(next, columns));
  };
  return { state, update };
}
