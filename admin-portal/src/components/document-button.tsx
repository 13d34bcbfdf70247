import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT, type Id } from 'shared-api';
import { useOpenDocument, type DocumentKind } from '../hooks/use-open-document';

export interface DocumentButtonProps {
  applicationId: Id;
  kind: DocumentKind;
  /** The applicant's name, so that each row's button has its own accessible name. */
  applicantName: string;
}

/** 'View': the application's CV or university letter in a new window. */
export function DocumentButton({ applicationId, kind, applicantName }: DocumentButtonProps) {
  const t = useT();
  const openDocument = useOpenDocument();
  const [opening, setOpening] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={opening}
      aria-label={
        kind === 'Cv'
          ? t('View CV of {name}', { name: applicantName })
          : t('View letter of {name}', { name: applicantName })
      }
      onClick={() => {
        setOpening(true);
        void openDocument(applicationId, kind).finally(() => setOpening(false));
      }}
    >
      {t('View')}
    </Button>
  );
}
