import { useState } from 'react';
import {
  errorMessages,
  type ApplicationStatusResult,
  type CheckApplicationStatusPayload,
} from 'shared-api';
import { checkApplicationStatus } from 'shared-api/forms';
import { useFormMutation } from 'shared-ui/mutations';

/** POST /ApplicationStatus; keeps the answer for the modal until it is closed. */
export function useApplicationStatus() {
  const [result, setResult] = useState<ApplicationStatusResult | null>(null);
  const { submit } = useFormMutation({
    mutationFn: (payload: CheckApplicationStatusPayload) => checkApplicationStatus(payload),
    failureMessage: errorMessages.emailDoesNotExist,
    onSuccess: (answer) => setResult(answer),
  });
  return { result, check: submit, close: () => setResult(null) };
}
