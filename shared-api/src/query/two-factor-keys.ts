/** One's own two-factor state, apart from sharedQueryKeys, which every first visit downloads. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
};
