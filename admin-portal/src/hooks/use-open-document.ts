import { useQueryClient } from '@tanstack/react-query';
import { errorMessages, toApiFailure, type Id } from 'shared-api';
import { showFailure } from 'shared-ui/feedback';
import { applicationQuery } from '../api/pipeline-queries';

export type DocumentKind = 'Cv' | 'AttachmentLetter';

const FAILURE: Record<DocumentKind, string> = {
  Cv: errorMessages.couldNotLoadCv,
  AttachmentLetter: errorMessages.couldNotLoadLetter,
};

// Signed links live 10 minutes; a minute-old one is still good to open.
const LINK_FRESH_MS = 60_000;

/**
 * Opens an application's CV or letter in a new window. The window opens at once, while the
 * click still counts as the user's (pop-up blockers refuse one opened after a request), and is
 * pointed at the signed link when `GET /Apply/{id}` answers.
 */
export function useOpenDocument() {
  const queryClient = useQueryClient();
  return async function openDocument(id: Id, kind: DocumentKind): Promise<void> {
    const target = window.open('', '_blank');
    if (target) target.opener = null;
    try {
      const detail = await queryClient.fetchQuery({
        ...applicationQuery(id),
        staleTime: LINK_FRESH_MS,
      });
      if (target) target.location.href = detail[kind];
      else window.open(detail[kind], '_blank', 'noopener');
    } catch (error) {
      target?.close();
      showFailure(toApiFailure(error, FAILURE[kind]));
    }
  };
}
