import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server inside the test: collects every message it receives, parsed. */
export class TestSmtpServer {
  readonly messages: (ParsedMail & { raw: string })[] = [];
  private server: SMTPServer | undefined;
  port = 0;
  /**
   * A slow receiver: how long to wait, after a message is received and recorded, before
   * answering 250. A sender that dies in this window never learns that the message was accepted.
   */
  acceptDelayMs = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          simpleParser(raw)
            .then((parsed) => this.messages.push(Object.assign(parsed, { raw })))
            .then(() => new Promise((resolve) => setTimeout(resolve, this.acceptDelayMs)))
            .then(() => callback(), callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string) {
    return this.messages.filter(
      (message) => message.to && JSON.stringify(message.to).includes(address),
    );
  }

  /** Runs `action` and answers the next message it makes the app send to `address`. */
  async next(address: string, action: () => Promise<unknown>) {
    const before = this.to(address).length;
    await action();
    await this.waitFor(() => this.to(address).length > before);
    return this.to(address)[before];
  }

  /** Polls `predicate` (which may ask the app, say its outbox) every 50 ms until it holds. */
  async waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
    const start = Date.now();
    while (!(await predicate())) {
      if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for e-mail');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A receiver for the enclosing describe block's app: declare it before `useTestApp(dialect, env)`
 * with the same `env`, which gets its SMTP_URL once the receiver listens.
 */
export function useSmtpReceiver(env: Record<string, string | undefined>): TestSmtpServer {
  const smtp = new TestSmtpServer();
  beforeAll(async () => {
    await smtp.start();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());
  return smtp;
}
