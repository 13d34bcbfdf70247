import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, isLanguage, pickLanguage, type Language } from 'shared-api/languages';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language a request's page or e-mail is in: the browser's own choice (the language
 * switch's cookie), else the first of ours its Accept-Language names, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(chosen) ? chosen : pickLanguage(request.headers['accept-language']);
}
