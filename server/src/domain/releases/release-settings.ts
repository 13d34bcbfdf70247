import type { Config } from '../../config';
import type { ReleaseSettings } from './releases.service';

export const releaseSettings = (config: Config): ReleaseSettings => ({
  releasesDir: config.RELEASES_DIR,
  keep: config.KEEP_RELEASES,
});
