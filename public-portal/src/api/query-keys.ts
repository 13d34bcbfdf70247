import { sharedQueryKeys } from 'shared-api';

// The portal's query keys in one place (the policy is in docs/architecture.md).
export const publicKeys = {
  // Under the positions' key (a rename refreshes it), apart from their whole list: its answer
  // also says which intakes are open (issue 49).
  applicationPositions: [...sharedQueryKeys.positions(), 'application'] as const,
  privacyNotice: ['privacyNotice'] as const,
  personalDataLink: (token: string) => ['personalData', token] as const,
};
