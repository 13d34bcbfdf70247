import type { FastifyReply } from 'fastify';

/** A ZIP of personal data: a download, never cached anywhere. */
export const sendZip = (reply: FastifyReply, zip: Uint8Array, filename: string) =>
  reply
    .type('application/zip')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(zip));
