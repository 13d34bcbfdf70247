import { useRunningApp } from './running-app';
import { TestSmtpServer } from './smtp';

/**
 * A running app whose address has a host name, with an SMTP server to read its e-mails: a passkey
 * belongs to a host name (WebAuthn refuses an IP address such as 127.0.0.1), so the server's
 * public URL and the browser's address are http://localhost:<port> (`site()`).
 */
export function useLocalhostApp() {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  const app = useRunningApp(() => ({
    RATE_LIMITS: 'off',
    PUBLIC_URL: 'http://localhost:{port}',
    SMTP_URL: smtp.url,
  }));
  afterAll(() => smtp.stop());
  const site = () => app.server.url.replace('127.0.0.1', 'localhost');
  return { app, smtp, site };
}
