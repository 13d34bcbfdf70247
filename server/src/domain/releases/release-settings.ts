import type { Config } from '../../config';
import type { ReleaseSettings } from './releases.service';
import type { ShareRules } from './share-judge';

export const releaseSettings = (config: Config): ReleaseSettings => ({
  releasesDir: config.RELEASES_DIR,
  keep: config.KEEP_RELEASES,
});

export const shareRules = (config: Config): ShareRules => ({
  minViews: config.RELEASE_MIN_VIEWS,
  minClients: config.RELEASE_MIN_CLIENTS,
  marginPoints: config.RELEASE_ERROR_MARGIN,
  promoteAfterMs: config.RELEASE_PROMOTE_AFTER * 60_000,
});
