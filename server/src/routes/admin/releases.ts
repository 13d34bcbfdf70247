import { z } from 'zod';
import { promote, rollBack } from '../../domain/releases/release-actions';
import { ReleaseRefused } from '../../domain/releases/release-check';
import { RELEASED_PACKAGES } from '../../domain/releases/release-ids';
import { releaseSettings } from '../../domain/releases/release-settings';
import { packageOverview, releasesOverview } from '../../domain/releases/releases-overview';
import { HttpError } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { bearer, errorResponses } from '../common';

const tags = ['admin'];
const admin = { access: ['ADM'] as const };
const id = z.string();
const when = z.string();

const packageSchema = z.object({
  Package: z.enum(RELEASED_PACKAGES),
  Since: when,
  Live: id.nullable(),
  Share: z
    .object({ Release: id, Percent: z.number().int(), StartedAt: when, AutoPromote: z.boolean() })
    .nullable(),
  LastEnded: z
    .object({
      Release: id,
      Outcome: z.enum(['promoted', 'rolled back', 'rolled back automatically', 'replaced']),
      Reason: z.string().nullable(),
      EndedAt: when,
    })
    .nullable(),
  Releases: z.array(
    z.object({
      Release: id,
      CreatedAt: when,
      GitCommit: z.string().nullable(),
      PageViews: z.number().int(),
      Errors: z.number().int(),
    }),
  ),
});
const packageParams = z.object({ Package: z.enum(RELEASED_PACKAGES) });
const actionAnswer = { 200: packageSchema, ...errorResponses(401, 403, 409, 422) };

/**
 * The Releases screen (docs/decisions.md, "Releases to a share of users"): each package's
 * releases with their figures, and the commands' promote and roll back.
 */
export default async function releaseRoutes(app: FastifyZod) {
  const settings = releaseSettings(app.config);

  app.get(
    '/Admin/Releases',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "Each front end's releases, share, page views and errors",
        response: {
          200: z.object({ Packages: z.array(packageSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ Packages: await releasesOverview(app.db) }),
  );

  const action = (path: string, summary: string, run: typeof promote) =>
    app.post(
      `/Admin/Releases/:Package/${path}`,
      {
        config: admin,
        schema: { tags, security: bearer, summary, params: packageParams, response: actionAnswer },
      },
      async (request) => {
        const pkg = request.params.Package;
        try {
          request.log.info({ package: pkg }, await run(app.db, settings, pkg));
        } catch (error) {
          if (!(error instanceof ReleaseRefused)) throw error;
          // The release tools' own words (operator texts, like the commands').
          throw new HttpError(409, error.message);
        }
        return packageOverview(app.db, pkg);
      },
    );

  action('Promote', "Makes a package's share live for everyone", promote);
  action(
    'Rollback',
    "Ends a package's share, or makes its previous release live again",
    (db, s, pkg) => rollBack(db, s, pkg, 'an administrator on the Releases screen'),
  );
}
