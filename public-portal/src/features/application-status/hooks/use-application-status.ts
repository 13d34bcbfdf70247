import { useState } from 'react';
import {
  errorMessages,
  toApiFailure,
  type ApiFailure,
  type ApplicationStatusResult,
  type CheckApplicationStatusPayload,
} from 'shared-api';
import { checkApplicationStatus } from 'shared-api/forms';

/** POST /ApplicationStatus; keeps the answer for the modal until it is closed. */
export function useApplicationStatus() {
  const [result, setResult] = useState<ApplicationStatusResult | null>(null);

  async function check(payload: CheckApplicationStatusPayload): Promise<ApiFailure | null> {
    try {
      setResult(await checkApplicationStatus(payload));
      return null;
    } catch (error) {
      return toApiFailure(error, errorMessages.emailDoesNotExist);
    }
  }

  return { result, check, close: () => setResult(null) };
}
