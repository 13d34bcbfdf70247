import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import {
  importKindsQuery,
  importMessages,
  importsQuery,
  type ImportKind,
} from '../api/import-calls';
import { ImportHistory } from './import-history';
import { ImportReview } from './import-review';
import { ImportUpload } from './import-upload';

/**
 * /adminDashboard/import (issue 69): choose what to import, download its template, upload a
 * file, change the columns' matches, read every row's errors, import, follow it and undo it.
 */
export function ImportPage() {
  const t = useT();
  const kinds = useQuery(importKindsQuery());
  const history = useQuery(importsQuery());
  useQueryFailure(kinds.error, importMessages.couldNotGetImports);
  useQueryFailure(history.error, importMessages.couldNotGetImports);
  const [kind, setKind] = useState<ImportKind>('supervisors');
  const [importId, setImportId] = useState<number | null>(null);

  if (kinds.isPending || history.isPending) return <LoadingScreen />;
  const columns = kinds.data?.find((entry) => entry.Kind === kind)?.Columns ?? [];

  return (
    <>
      <PageTitle>{t('Import')}</PageTitle>
      <ImportUpload
        kind={kind}
        columns={columns}
        onKind={(next) => {
          setKind(next);
          setImportId(null);
        }}
        onUploaded={setImportId}
      />
      {importId !== null && <ImportReview key={importId} id={importId} columns={columns} />}
      <ImportHistory imports={history.data ?? []} />
    </>
  );
}
