import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiPath, m, type Id } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';

export type ImportKind = 'supervisors' | 'interns' | 'positions' | 'intakes' | 'applications';
export type ImportField =
  'Name' | 'Email' | 'PhoneNumber' | 'Position' | 'Supervisor' | 'Intake' | 'Language';

export interface KindColumn {
  Field: ImportField;
  Header: string;
  Required: boolean;
  Rule: string;
  Example: string;
}

export interface ImportJob {
  id: number;
  Kind: ImportKind;
  Status: 'uploaded' | 'running' | 'done' | 'refused' | 'failed' | 'undone';
  FileName: string;
  TotalRows: number;
  DoneRows: number;
  SkippedRows: number;
  CreatedAt: string;
  CreatedBy: string;
  FinishedAt: string | null;
  UndoneAt: string | null;
  UndoneBy: string | null;
}

export interface ImportPreview {
  Columns: { Header: string; Field: ImportField | null }[];
  Missing: ImportField[];
  Valid: number;
  Invalid: number;
  Rows: { Row: number; Errors: { Field: ImportField | null; Message: string }[] }[];
  Total: number;
}

export const importMessages = {
  couldNotGetImports: m('Could not get the imports. Please try again.'),
  couldNotUpload: m('Could not read the file.'),
  couldNotPreview: m('Could not check the file. Please try again.'),
  couldNotSaveColumns: m('Could not save the columns.'),
  couldNotStart: m('Could not start the import.'),
  couldNotUndo: m('Could not undo the import.'),
  couldNotDownload: m('Could not download the template.'),
};

/** The preview's page: the first 1000 rows with errors (the server's largest page). */
export const PREVIEW_ROWS = 1000;

export const importKindsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.imports, 'kinds'],
    queryFn: async () =>
      (
        await apiClient.get<{ Kinds: { Kind: ImportKind; Columns: KindColumn[] }[] }>(
          '/Admin/Imports/Kinds',
        )
      ).data.Kinds,
  });

export const importsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.imports, 'list'],
    queryFn: async () =>
      (await apiClient.get<{ Imports: ImportJob[] }>('/Admin/Imports')).data.Imports,
  });

/** An import's state; asked again every second while it runs. */
export const importQuery = (id: Id) =>
  queryOptions({
    queryKey: [...adminKeys.imports, String(id)],
    queryFn: async () => (await apiClient.get<ImportJob>(apiPath`/Admin/Imports/${id}`)).data,
    refetchInterval: (query) => (query.state.data?.Status === 'running' ? 1000 : false),
  });

export const previewQuery = (id: Id) =>
  queryOptions({
    queryKey: [...adminKeys.imports, String(id), 'preview'],
    queryFn: async () =>
      (
        await apiClient.get<ImportPreview>(apiPath`/Admin/Imports/${id}/Preview`, {
          params: { pageSize: PREVIEW_ROWS },
        })
      ).data,
  });

/** POST /Admin/Imports, multipart (no timeout: an upload may be slow). */
export async function uploadImport({ kind, file }: { kind: ImportKind; file: File }) {
  const form = new FormData();
  form.append('Kind', kind);
  form.append('File', file);
  return (await apiClient.post<{ id: number }>('/Admin/Imports', form, { timeout: 0 })).data;
}

export async function saveColumns({ id, columns }: { id: Id; columns: (ImportField | null)[] }) {
  return (await apiClient.put(apiPath`/Admin/Imports/${id}/Columns`, { Columns: columns })).data;
}

export async function runImport({ id, allOrNothing }: { id: Id; allOrNothing: boolean }) {
  return (
    await apiClient.post<{ message: string }>(apiPath`/Admin/Imports/${id}/Run`, {
      AllOrNothing: allOrNothing,
    })
  ).data;
}

export async function undoImport(id: Id) {
  return (await apiClient.post<{ message: string }>(apiPath`/Admin/Imports/${id}/Undo`)).data;
}

export async function downloadTemplate({
  kind,
  format,
}: {
  kind: ImportKind;
  format: 'csv' | 'xlsx';
}) {
  return (
    await apiClient.get<Blob>(`/Admin/Imports/Template/${kind}`, {
      params: { format },
      responseType: 'blob',
    })
  ).data;
}
