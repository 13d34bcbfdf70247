import type { PackageOverview } from '../domain/releases/releases-overview';

const rate = (views: number, errors: number) =>
  views === 0 ? '-' : `${((100 * errors) / views).toFixed(1)} %`;

/**
 * `npm run releases`: each package's kept releases, newest first, the live one marked `*` and a
 * share's `%`, with the page views and errors their pages reported since the share began (or
 * over the last day), and the package's last ended share.
 */
export function formatReleases(packages: PackageOverview[]): string {
  return packages
    .map(({ Package, Live, Share, LastEnded, Releases, Since }) => {
      const lines = Releases.map((release) => {
        const mark =
          release.Release === Live ? '*' : release.Release === Share?.Release ? '%' : ' ';
        return (
          `  ${mark} ${release.Release}  ${release.CreatedAt}  ` +
          `${release.GitCommit ?? '(not from git)'}  ` +
          `${release.PageViews} views, ${release.Errors} errors (${rate(release.PageViews, release.Errors)})`
        );
      });
      const share = Share
        ? [
            `  share: ${Share.Release} for ${Share.Percent} % of users since ${Share.StartedAt}` +
              (Share.AutoPromote ? ', grows by itself' : ''),
          ]
        : [];
      const ended = LastEnded
        ? [
            `  last share: ${LastEnded.Release} ${LastEnded.Outcome} at ${LastEnded.EndedAt}` +
              (LastEnded.Reason ? `: ${LastEnded.Reason}` : ''),
          ]
        : [];
      const heading = Releases.length
        ? `${Package} (figures since ${Since})`
        : `${Package}: no release yet`;
      return [heading, ...share, ...lines, ...ended].join('\n');
    })
    .join('\n\n')
    .concat('\n\n* live, % shared');
}
