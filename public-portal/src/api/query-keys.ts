// The portal's query keys in one place. Its pages read little and nothing twice; the privacy
// notice and a personal-data link are the two reads that go through react-query.
export const publicKeys = {
  privacyNotice: ['privacyNotice'] as const,
  personalDataLink: (token: string) => ['personalData', token] as const,
};
