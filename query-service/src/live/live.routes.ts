import type { LiveMessage } from '@et/contracts';
import { type AuthContext, isForeignOrigin, type RecordedEvent } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { QueryContext } from '../context';

interface Client {
  socket: WebSocket;
  token: string;
  auth: AuthContext;
}

/** Events that end sessions: the affected sockets re-check theirs and close when it is gone. */
const sessionEnders = new Set([
  'UserLoggedOut',
  'PasswordChanged',
  'UserBlocked',
  'UserDeleted',
  'ImpersonationEnded',
  'AdminRightsRevoked',
]);

const codeMessages: Record<string, LiveMessage['type']> = {
  CodeCreated: 'CODE_CREATED',
  CodeDeleted: 'CODE_DELETED',
  CodeRedeemed: 'CODE_REDEEMED',
};

const tokenMessages: Record<string, 'TOKEN_CREATED' | 'TOKEN_CHANGED' | 'TOKEN_DELETED'> = {
  CodeRedeemed: 'TOKEN_CREATED',
  TokenRenamed: 'TOKEN_CHANGED',
  TokenFrequencyChanged: 'TOKEN_CHANGED',
  TokenActivated: 'TOKEN_CHANGED',
  TokenDeactivated: 'TOKEN_CHANGED',
  TokenDeleted: 'TOKEN_DELETED',
};

/** Whose account an event changes: only events of the account streams (not tokens, codes …). */
function accountOf(event: RecordedEvent): number | null {
  if (!event.streamId.startsWith('user-')) return null;
  const userId = (event.data as { userId?: unknown } | null)?.userId;
  return typeof userId === 'number' ? userId : null;
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
  const admins = () => [...clients].filter((c) => c.auth.user.isAdmin);
  const ofUser = (userId: number) => [...clients].filter((c) => c.auth.user.id === userId);

  ctx.feed.onEvents(async (events: RecordedEvent[]) => {
    const touched = new Set<number>();
    const codeChanges = new Set<LiveMessage['type']>();
    const tokenChanges: Array<{ userId: number; message: LiveMessage }> = [];
    let ended = false;
    let settingsChanged = false;
    let frequenciesChanged = false;
    for (const event of events) {
      const accountId = accountOf(event);
      if (accountId !== null) touched.add(accountId);
      if (sessionEnders.has(event.type)) ended = true;
      if (event.type.startsWith('WebsiteSettings') || event.type.startsWith('Logo')) settingsChanged = true;
      if (event.type.startsWith('Frequency') && !event.type.endsWith('Allocated')) frequenciesChanged = true;
      const codeMessage = codeMessages[event.type];
      if (codeMessage) codeChanges.add(codeMessage);
      const tokenMessage = tokenMessages[event.type];
      if (tokenMessage) {
        const data = event.data as { userId: number; tokenId: number };
        tokenChanges.push({ userId: data.userId, message: { type: tokenMessage, tokenId: data.tokenId } });
      }
    }
    if (ended) {
      for (const client of [...clients]) {
        const auth = await ctx.auth.fromToken(client.token).catch(() => undefined);
        if (auth === undefined) {
          // Cannot tell while the store does not answer: close; the client reconnects and is checked.
          client.socket.close(1013, 'try again later');
          clients.delete(client);
          continue;
        }
        if (!auth) {
          send(client, { type: 'SESSION_ENDED' });
          client.socket.close(4001, 'session ended');
          clients.delete(client);
        } else {
          client.auth = auth;
        }
      }
    }
    for (const userId of touched) for (const client of ofUser(userId)) send(client, { type: 'USER_CHANGED' });
    for (const admin of admins()) {
      if (touched.size > 0) send(admin, { type: 'USERS_CHANGED' });
      send(admin, { type: 'AUDIT_CHANGED' });
    }
    if (settingsChanged) for (const client of clients) send(client, { type: 'SETTINGS_CHANGED' });
    if (frequenciesChanged) for (const client of clients) send(client, { type: 'FREQUENCIES_CHANGED' });
    for (const type of codeChanges) for (const admin of admins()) send(admin, { type } as LiveMessage);
    for (const { userId, message } of tokenChanges) {
      // The owner and every admin, once each (an admin may own the token).
      for (const client of clients)
        if (client.auth.user.id === userId || client.auth.user.isAdmin) send(client, message);
    }
  });

  await ctx.bus.subscribe('smtp_status', (status) => {
    for (const admin of admins()) send(admin, { type: 'smtp_status', ...status });
  });

  app.get('/ws', { websocket: true }, async (socket, request) => {
    if (isForeignOrigin(request, ctx.config.publicUrl)) {
      socket.close(1008, 'foreign origin');
      return;
    }
    const token = ctx.auth.tokenOf(request);
    let auth: AuthContext | null;
    try {
      auth = token ? await ctx.auth.fromToken(token) : null;
    } catch {
      // The store does not answer (an outage): the client reconnects later.
      socket.close(1013, 'try again later');
      return;
    }
    if (!token || !auth) {
      socket.close(4001, 'not logged in');
      return;
    }
    const client: Client = { socket, token, auth };
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    socket.on('message', () => {
      // The channel is one-way; anything sent by the client is ignored.
    });
  });

  app.addHook('onClose', async () => {
    for (const client of clients) client.socket.close(1001, 'server shutting down');
  });
}
