import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { getOrCreateSecret } from '../domain/secrets/secrets.repository';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: {
      fileLinks: string;
      /** Signs the tokens drawn into pages, which their release reports carry (domain/releases/page-tokens.ts). */
      pageTokens: string;
      /** This installation's name in e-mail Message-IDs (16 hex digits; not secret). */
      mailInstallation: string;
      /** Signs applicants' booking links and interviewers' calendar feed addresses (domain/interviews). */
      interviewLinks: string;
    };
  }
}

/** Secrets generated on first start and shared through the database (see README). */
export default fp(
  async (app) => {
    const mailSeed = await getOrCreateSecret(app.db, 'mail_message_id');
    const secrets = {
      fileLinks: await getOrCreateSecret(app.db, 'file_links_hmac'),
      pageTokens: await getOrCreateSecret(app.db, 'page_tokens_hmac'),
      interviewLinks: await getOrCreateSecret(app.db, 'interview_links_hmac'),
      mailInstallation: crypto.createHash('sha256').update(mailSeed).digest('hex').slice(0, 16),
    };
    app.decorate('secrets', secrets);
  },
  { name: 'secrets', dependencies: ['db'] },
);
