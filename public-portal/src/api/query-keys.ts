import { sharedQueryKeys } from 'shared-api';

// The portal's query keys in one place (the policy is in docs/architecture.md).
export const publicKeys = {
  positions: sharedQueryKeys.positions(),
  privacyNotice: ['privacyNotice'] as const,
  personalDataLink: (token: string) => ['personalData', token] as const,
};
