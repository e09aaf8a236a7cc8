import type { HandoverOffer } from '@et/contracts';
import { projections } from '@et/projections';
import { afterEach, describe, expect, it } from 'vitest';
import { connectLive, type LiveSocket, type ReceivedMessage } from './testing/live-socket';
import { liveDocuments, rebuild } from './testing/read-models';
import { givenRing, givenRingType } from './testing/rings-given';
import {
  defaultPassword,
  type StoreKind,
  storeKinds,
  type TestClient,
  useTestApp,
  withAdminAndFrequency,
} from './testing/test-app';

describe.each(storeKinds)('handovers live and in a replay on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);
  const sockets: LiveSocket[] = [];
  const open = async (client: TestClient): Promise<LiveSocket> => {
    const socket = connectLive(app, client);
    sockets.push(socket);
    await socket.opened;
    return socket;
  };
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.socket.close();
  });
  const is =
    (type: string, fields: Record<string, unknown> = {}) =>
    (message: ReceivedMessage) =>
      message.type === type && Object.entries(fields).every(([key, value]) => message[key] === value);

  it('tells the giver their token left and the taker it came, each only their own', async () => {
    const giver = await app.given.user();
    const taker = await app.given.user();
    const bystander = await app.given.user();
    const token = await app.given.token(giver);
    const [giverSocket, takerSocket, bystanderSocket] = [
      await open(giver),
      await open(taker),
      await open(bystander),
    ];
    const { code } = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body;
    const changed = { kind: 'token', itemId: token.id };
    await giverSocket.next(is('HANDOVER_CHANGED', changed), { since: 0 });
    const since = giverSocket.messages.length;
    expect((await taker.post(`/api/handovers/${code}/accept`)).status).toBe(200);
    await giverSocket.next(is('TOKEN_DELETED', { tokenId: token.id }), { since });
    await giverSocket.next(is('HANDOVER_CHANGED', changed), { since });
    await takerSocket.next(is('TOKEN_CREATED', { tokenId: token.id }), { since: 0 });
    expect(bystanderSocket.messages.filter((message) => message.type.startsWith('TOKEN_'))).toEqual([]);
    expect(bystanderSocket.messages.filter((message) => message.type === 'HANDOVER_CHANGED')).toEqual([]);
  });

  it('a replay builds the same read models after handovers, cancellations and an erasure', async () => {
    const type = (await givenRingType(app.admin)).code;
    const giver = await app.given.user();
    const taker = await app.given.user();
    const token = await app.given.token(giver);
    const ring = await givenRing(app.admin, giver, { type, frequencyId: app.frequencyId });
    await giver.patch(`/api/energy-tokens/${token.id}`, { isActive: true });
    const tokenCode = (await giver.post<HandoverOffer>(`/api/energy-tokens/${token.id}/handover`)).body.code;
    await taker.post(`/api/handovers/${tokenCode}/accept`);
    await giver.post(`/api/dimension-rings/${ring.id}/handover`);
    await giver.delete(`/api/dimension-rings/${ring.id}/handover`);
    const ringCode = (await giver.post<HandoverOffer>(`/api/dimension-rings/${ring.id}/handover`)).body.code;
    await taker.post(`/api/energy-tokens/${token.id}/handover`, { showName: true });
    expect((await taker.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);
    await app.given.user().then((late) => late.post(`/api/handovers/${ringCode}/accept`));
    const live = await liveDocuments(app);
    for (const projection of projections) await rebuild(app, projection);
    expect(await liveDocuments(app)).toEqual(live);
  });
});
