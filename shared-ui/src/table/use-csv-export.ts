import type { Table } from '@tanstack/react-table';
import { useState } from 'react';
import { toApiFailure } from 'shared-api';
import { showFailure } from '../feedback/notification-store';
import { exportRowsAsCsv } from './export-rows';
import { listQueryOf, type ServerTable } from './server-table';

/** 'Export CSV': at once in client mode; in server mode after reading every matching row. */
export function useCsvExport<Row>(table: Table<Row>, fileName = '', server?: ServerTable<Row>) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    if (!server) return exportRowsAsCsv(table, fileName);
    setExporting(true);
    try {
      exportRowsAsCsv(table, fileName, await server.fetchAll(listQueryOf(server.query)));
    } catch (error) {
      showFailure({ ...toApiFailure(error, server.failureMessage), kind: 'message' });
    } finally {
      setExporting(false);
    }
  }

  return { exportCsv, exporting };
}
