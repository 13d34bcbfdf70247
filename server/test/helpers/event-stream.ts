import type { FastifyZod } from '../../src/lib/fastify-zod';

type Headers = Record<string, string>;

export interface StreamEvent {
  id?: string;
  event?: string;
  data: string;
}

/**
 * A text/event-stream read as a browser's EventSource reads it (fields `id`, `event`, `data`;
 * comments ignored), for the server tests: Node 20 has no EventSource.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') event.data += value;
          }
          if (event.event) events.push(event);
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    headers: res.headers,
    events,
    /** Resolves once the server ended the stream. */
    done,
    get ended() {
      return ended;
    },
    close: () => abort.abort(),
    async waitFor(count: number, ms = 3000) {
      const deadline = Date.now() + ms;
      while (events.length < count && !ended && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events;
    },
  };
}

/** Listening on a port of its own: a stream needs a real connection, not inject. */
export async function origin(app: FastifyZod) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export async function ticketOf(app: FastifyZod, headers: Headers) {
  const res = await app.inject({ method: 'POST', url: '/api/Notification/Stream/Ticket', headers });
  expect(res.statusCode).toBe(200);
  return res.json().Ticket as string;
}

export async function streamOf(app: FastifyZod, who: { headers: Headers }, lastEventId?: number) {
  const ticket = await ticketOf(app, who.headers);
  const query = lastEventId === undefined ? '' : `&lastEventId=${lastEventId}`;
  return openEventStream(`${await origin(app)}/api/Notification/Stream?ticket=${ticket}${query}`);
}
