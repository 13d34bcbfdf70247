/** One's own passkeys, apart from sharedQueryKeys, which every first visit downloads. */
export const passkeysKeys = {
  all: ['passkeys'] as const,
};
