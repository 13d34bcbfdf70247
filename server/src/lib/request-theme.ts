import type { FastifyRequest } from 'fastify';
import { THEME_COOKIE, isTheme, type Theme } from 'shared-api/themes';

const COOKIE = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`);

/** The theme the browser keeps (set by the theme's choice or a login), if it has one. */
export function requestTheme(request: FastifyRequest): Theme | null {
  const chosen = COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isTheme(chosen) ? chosen : null;
}
