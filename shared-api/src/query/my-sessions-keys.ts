/** One's own open sessions (My sessions), apart from sharedQueryKeys, which every first visit downloads. */
export const mySessionsKeys = {
  all: ['my-sessions'] as const,
};
