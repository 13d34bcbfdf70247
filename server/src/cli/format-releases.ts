import type { PackageReleases } from '../domain/releases/releases.service';

/** `npm run releases`: each package's kept releases, newest first, the live one marked. */
export function formatReleases(packages: PackageReleases[]): string {
  return packages
    .map(({ package: pkg, live, releases }) => {
      const lines = releases.map(
        (release) =>
          `  ${release.releaseId === live ? '*' : ' '} ${release.releaseId}  ` +
          `${release.createdAt}  ${release.gitCommit ?? '(not from git)'}`,
      );
      return [`${pkg}${releases.length ? '' : ': no release yet'}`, ...lines].join('\n');
    })
    .join('\n\n')
    .concat('\n\n* live');
}
