import { auditedFields, endsSessions, LIVE_CLOSE, type LiveMessage, liveRules } from '@et/contracts';
import { type AuthContext, isForeignOrigin, type RecordedEvent } from '@et/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { QueryContext } from '../context';

interface Client {
  socket: WebSocket;
  token: string;
  auth: AuthContext;
}

/** What the look-up before a socket's upgrade found. */
type Arrival = Omit<Client, 'socket'> | 'foreign' | 'signed out' | 'unavailable';

/**
 * Sockets one session may hold in this process: the tabs of one browser share its session, and
 * each socket hears every change the session may, so a session must not open them without end.
 */
const MAX_SOCKETS_PER_SESSION = 10;

/** What one batch of events tells whom, from the features' live rules. */
interface Deliveries {
  toUser: Map<number, Map<string, LiveMessage>>;
  toAdmins: Map<string, LiveMessage>;
  toEveryone: Map<string, LiveMessage>;
  endsSessions: boolean;
}

function deliveriesOf(events: RecordedEvent[]): Deliveries {
  const out: Deliveries = {
    toUser: new Map(),
    toAdmins: new Map(),
    toEveryone: new Map(),
    endsSessions: false,
  };
  // Messages are keyed by their text, so each client hears each change once per batch.
  const add = (to: Map<string, LiveMessage>, message: LiveMessage) =>
    to.set(JSON.stringify(message), message);
  for (const event of events) {
    if (endsSessions(event.type)) out.endsSessions = true;
    if (auditedFields(event.type) !== false) add(out.toAdmins, { type: 'AUDIT_CHANGED' });
    const data = (event.data ?? {}) as Record<string, unknown>;
    for (const rule of liveRules(event.type)) {
      const message = typeof rule.message === 'function' ? rule.message(event.data) : rule.message;
      const owner = data[rule.ownerField ?? 'userId'];
      if (rule.to === 'admins') add(out.toAdmins, message);
      else if (rule.to === 'everyone') add(out.toEveryone, message);
      else if (typeof owner === 'number') {
        const own = out.toUser.get(owner) ?? new Map<string, LiveMessage>();
        out.toUser.set(owner, own);
        add(own, message);
      }
    }
  }
  return out;
}

function send(client: Client, message: LiveMessage): void {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
}

/**
 * `/ws`: authenticated by the session cookie (its query parameters grant nothing). After the
 * projections pass events, the affected clients hear which of their queries changed.
 */
export async function liveRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  const clients = new Set<Client>();
  /** Each session's sockets, oldest first. */
  const bySession = new Map<string, Client[]>();
  const admins = () => [...clients].filter((c) => c.auth.user.isAdmin);

  const add = (client: Client) => {
    clients.add(client);
    const own = bySession.get(client.auth.sessionId) ?? [];
    bySession.set(client.auth.sessionId, own);
    own.push(client);
    // The newest socket is the tab in use: the oldest makes room, and its page does not fight back.
    if (own.length > MAX_SOCKETS_PER_SESSION) {
      const oldest = own[0]!;
      forget(oldest);
      oldest.socket.close(LIVE_CLOSE.tooManyConnections, 'too many connections for this session');
    }
  };
  const forget = (client: Client) => {
    clients.delete(client);
    const own = bySession.get(client.auth.sessionId) ?? [];
    const index = own.indexOf(client);
    if (index >= 0) own.splice(index, 1);
    if (own.length === 0) bySession.delete(client.auth.sessionId);
  };

  /** After an event that may end sessions: sockets whose session is gone are told and closed. */
  const recheckSessions = async () => {
    for (const client of [...clients]) {
      const auth = await ctx.auth.fromToken(client.token).catch(() => undefined);
      if (auth === undefined) {
        // Cannot tell while the store does not answer: close; the client reconnects and is checked.
        client.socket.close(1013, 'try again later');
        forget(client);
      } else if (!auth) {
        send(client, { type: 'SESSION_ENDED' });
        client.socket.close(LIVE_CLOSE.sessionEnded, 'session ended');
        forget(client);
      } else {
        client.auth = auth;
      }
    }
  };

  ctx.feed.onEvents(async (events: RecordedEvent[]) => {
    const deliveries = deliveriesOf(events);
    if (deliveries.endsSessions) await recheckSessions();
    for (const client of clients) {
      const messages = new Map(deliveries.toEveryone);
      if (client.auth.user.isAdmin)
        for (const [key, message] of deliveries.toAdmins) messages.set(key, message);
      for (const [key, message] of deliveries.toUser.get(client.auth.user.id) ?? [])
        messages.set(key, message);
      for (const message of messages.values()) send(client, message);
    }
  });

  await ctx.bus.subscribe('smtp_status', (status) => {
    for (const admin of admins()) send(admin, { type: 'smtp_status', ...status });
  });

  /**
   * Who a socket belongs to, looked up before the upgrade: once the client sees its socket open,
   * this process already counts it among its clients, so a change the client makes right after
   * cannot pass it by (looked up after the upgrade, a change projected meanwhile was lost).
   */
  const arrivals = new WeakMap<FastifyRequest, Arrival>();
  const arrivalOf = async (request: FastifyRequest): Promise<Arrival> => {
    if (isForeignOrigin(request, ctx.config.publicUrl)) return 'foreign';
    const token = ctx.auth.tokenOf(request);
    try {
      const auth = token ? await ctx.auth.fromToken(token) : null;
      return token && auth ? { token, auth } : 'signed out';
    } catch {
      return 'unavailable'; // the store does not answer (an outage)
    }
  };
  const lookUp = async (request: FastifyRequest) => {
    arrivals.set(request, await arrivalOf(request));
  };

  app.get('/ws', { websocket: true, preValidation: lookUp }, (socket, request) => {
    const arrival = arrivals.get(request) ?? 'signed out';
    if (arrival === 'foreign') return socket.close(1008, 'foreign origin');
    // The client reconnects later.
    if (arrival === 'unavailable') return socket.close(1013, 'try again later');
    if (arrival === 'signed out') return socket.close(LIVE_CLOSE.sessionEnded, 'not logged in');
    const client: Client = { socket, ...arrival };
    add(client);
    socket.on('close', () => forget(client));
    socket.on('message', () => {
      // The channel is one-way; anything sent by the client is ignored.
    });
  });

  app.addHook('onClose', async () => {
    for (const client of clients) client.socket.close(1001, 'server shutting down');
  });
}
