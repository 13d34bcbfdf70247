import fp from 'fastify-plugin';
import {
  claimMail,
  listDueMailIds,
  markMailDone,
  markMailFailed,
} from '../domain/mail/outbox.repository';
import { createSmtpSender } from '../domain/mail/mail-transport';
import { notifyUndelivered } from '../domain/notifications/notifications.service';
import { HOUR } from '../lib/time';

export const NO_SMTP_WARNING =
  'SMTP_URL is not set: e-mails are not sent but written to this log, with their links ' +
  '(password resets, invitations, activations). Fine for a trial on this machine; a real ' +
  'installation sets SMTP_URL.';

export const MAIL_HELD_WARNING =
  'SMTP_URL is not set: e-mails wait in the outbox, unsent, until it is (activations, password ' +
  'resets, interview dates). MAIL_LOG_LINKS=on writes them to this log instead, links ' +
  'included: for a trial only, as whoever reads the log can use the links.';

/** Why a message waits when there is no SMTP_URL to send it through (the admin's list shows it). */
const HELD_REASON = 'not sent: SMTP_URL is not set';

/** What happened to an e-mail right after its change was committed. */
export type DeliveryResult = 'sent' | 'queued' | 'logged';

export interface Mailer {
  /** Tries to deliver one queued message now; a failure leaves it queued for the worker. */
  deliver(id: number): Promise<DeliveryResult>;
  /** Delivers every due message once (the worker's tick). */
  deliverDue(): Promise<void>;
  /** Tries to deliver these now, not waiting: a change's e-mails after its answer. */
  send(ids: readonly number[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The outbox worker. Messages are rows written in the same transaction as the change they report;
 * this plugin sends them through SMTP_URL, retrying with exponential back-off (capped at an hour,
 * never given up). Without SMTP_URL the message and its links are written to the log instead
 * (and the start says so); with it, no body, link or token is ever logged. A delivered
 * message's body is cleared from the outbox.
 * Delivery is at least once: a claim (config.mail.lockMs) keeps other instances off a message
 * while it is sent, and a message whose sender died between the SMTP server's acceptance and the
 * row's update is sent again after the claim expires, with the same Message-ID.
 */
export default fp(
  async (app) => {
    const { db, config, log } = app;
    const smtp = config.SMTP_URL
      ? createSmtpSender(config.SMTP_URL, config.MAIL_FROM, app.secrets.mailInstallation)
      : undefined;
    // Production without SMTP_URL keeps e-mails in the outbox: their links never reach a log
    // unless MAIL_LOG_LINKS=on says so (docs/decisions.md, "E-mail delivery").
    const held = !smtp && config.MAIL_LOG_LINKS === 'off';
    if (!smtp) log.warn(held ? MAIL_HELD_WARNING : NO_SMTP_WARNING);
    const inFlight = new Set<Promise<unknown>>();
    const track = <T>(promise: Promise<T>) => {
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
      return promise;
    };

    async function attempt(id: number, immediate: boolean): Promise<DeliveryResult> {
      if (held) {
        await markMailFailed(db, id, HELD_REASON, HOUR);
        return 'queued';
      }
      const message = await claimMail(db, id, config.mail.lockMs, immediate);
      if (!message) return 'queued';
      if (!smtp) {
        log.info(
          { mail: { to: message.recipient, subject: message.subject, text: message.body_text } },
          'e-mail not sent (no SMTP_URL); logged instead',
        );
        await markMailDone(db, id, 'logged');
        return 'logged';
      }
      try {
        await smtp.send(message);
        await markMailDone(db, id, 'sent');
        return 'sent';
      } catch (error) {
        const retryIn = Math.min(config.mail.retryBaseMs * 2 ** (message.attempts - 1), HOUR);
        log.warn({ err: error, mailId: id, attempts: message.attempts, retryIn }, 'e-mail failed');
        await db.transaction().execute(async (trx) => {
          await markMailFailed(trx, id, String(error), retryIn);
          if (message.attempts === 1) await notifyUndelivered(trx, config, message);
        });
        return 'queued';
      }
    }

    const mailer: Mailer = {
      deliver: (id) => track(attempt(id, true)),
      send: (ids) => {
        for (const id of ids) void track(attempt(id, true)).catch(() => undefined);
      },
      deliverDue: () =>
        track(
          (async () => {
            for (const id of await listDueMailIds(db, 20)) await attempt(id, false);
          })(),
        ),
    };
    app.decorate('mailer', mailer);

    let timer: NodeJS.Timeout | undefined;
    let ticking = false;
    app.addHook('onReady', async () => {
      if (config.mail.pollMs <= 0 || held) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = true;
        mailer
          .deliverDue()
          .catch((error) => log.error({ err: error }, 'outbox worker failed'))
          .finally(() => (ticking = false));
      }, config.mail.pollMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      smtp?.close();
    });
  },
  { name: 'mailer', dependencies: ['db', 'secrets'] },
);
