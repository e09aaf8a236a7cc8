import { auditModels, codeStreams, diaryStreams, personalStreams, streams } from '@et/contracts';
import { expect, it } from 'vitest';
import { userDeleted, userRegistered } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { auditProjection } from './audit.projection';

const redeemed = (code: string, tokenId: number, userId: number): GivenEvent => ({
  type: 'CodeRedeemed',
  data: { code, tokenId, userId, name: 'Mein Taler', frequencyId: 1 },
  streamId: codeStreams.code(code),
  metadata: { actorId: userId },
});
const diaryWritten = (userId: number, entryId: number): GivenEvent => ({
  type: 'DiaryEntryWritten',
  data: { userId, entryId, content: 'geheim', isPositive: true, strength: 3, date: '2026-03-01' },
  streamId: diaryStreams.diary(userId),
  metadata: { actorId: userId },
});

describeProjection(auditProjection, (spec) => {
  it('records who did what to whom, when and where, with the fields the feature allows', () =>
    spec
      .given(userRegistered(7, 'anna', { language: 'en' }))
      .expect(auditModels.audit)
      .toEqual([
        {
          id: '1.1',
          seq: 1,
          at: recordedAt(1),
          type: 'UserRegistered',
          stream: streams.user(7),
          actorId: null,
          impersonatorId: null,
          subjectUserId: 7,
          users: [7],
          // Not the name, the e-mail address or the password hash.
          details: { isAdmin: false, language: 'en', registeredAt: '2026-01-01T09:00:00.000Z' },
          refs: [],
        },
      ]));

  it('never copies what a person wrote (a diary entry says only which entry)', () =>
    spec
      .given(diaryWritten(7, 4))
      .expect(auditModels.audit)
      .toMatchObject([{ type: 'DiaryEntryWritten', actorId: 7, users: [7], details: { entryId: 4 } }]));

  it('names what the event is about, for the histories of codes, tokens and frequencies', async () => {
    const [entry] = await spec.given(redeemed('111111', 4, 7)).documents(auditModels.audit);
    expect(entry!.details).toEqual({ code: '111111', tokenId: 4, frequencyId: 1 });
    expect([...entry!.refs].sort()).toEqual(['code:111111', 'frequency:1', 'token:4']);
  });

  it('lists a handover under its giver and its taker, with ids only', async () => {
    const handedOver: GivenEvent = {
      type: 'TokenHandedOver',
      data: { handoverId: 'h-1', tokenId: 4, code: '111111', fromUserId: 7, toUserId: 9 },
      streamId: codeStreams.code('111111'),
      metadata: { actorId: 9 },
    };
    const [entry] = await spec.given(handedOver).documents(auditModels.audit);
    expect([...entry!.users].sort()).toEqual([7, 9]);
    expect(entry!.details).toEqual({ handoverId: 'h-1', tokenId: 4, fromUserId: 7, toUserId: 9 });
  });

  it("puts a handover's offer in the history of the item it offers, a token or a ring", async () => {
    const offered = (kind: 'token' | 'ring', itemId: number, itemCode: string): GivenEvent => ({
      type: 'HandoverOffered',
      data: {
        handoverId: `h-${kind}`,
        kind,
        itemId,
        itemCode,
        handoverCode: 'ACDEFGHJ',
        fromUserId: 7,
        showName: false,
        expiresAt: '2026-01-08T09:00:00.000Z',
      },
      streamId: kind === 'ring' ? `ring-code-${itemCode}` : codeStreams.code(itemCode),
      metadata: { actorId: 7 },
    });
    const [token, ring] = await spec
      .given(offered('token', 4, '111111'), offered('ring', 5, 'R22222'))
      .documents(auditModels.audit);
    expect([...token!.refs].sort()).toEqual(['code:111111', 'handover:h-token', 'token:4', 'user:7']);
    expect([...ring!.refs].sort()).toEqual(['handover:h-ring', 'ring:5', 'ringCode:R22222', 'user:7']);
    // The handover code hands the item to whoever holds it: never in the trail.
    expect(JSON.stringify([token, ring])).not.toContain('ACDEFGHJ');
  });

  it('lists the actor, the subject and an impersonating admin once each', () =>
    spec
      .given(
        { ...diaryWritten(7, 4), metadata: { actorId: 7, impersonatorId: 1 } },
        {
          type: 'AdminRightsGranted',
          data: { userId: 9 },
          streamId: streams.user(9),
          metadata: { actorId: 1 },
        },
      )
      .expect(auditModels.audit)
      .toMatchObject([
        { actorId: 7, impersonatorId: 1, subjectUserId: 7, users: [7, 1] },
        { actorId: 1, impersonatorId: null, subjectUserId: 9, users: [1, 9] },
      ]));

  it('leaves out bookkeeping and events no feature declares', () =>
    spec
      .given(
        { type: 'UserIdAllocated', data: {}, streamId: streams.userIds },
        { type: 'RewardSessionMinuteCounted', data: { userId: 7, minutes: 1, countedAt: 'x' } },
        { type: 'SomethingUnheardOf', data: { userId: 7 } },
      )
      .expect(auditModels.audit)
      .toBeEmpty());

  it('shows an old registration (version 1) upcast, in German', () => {
    const { language: _, ...v1 } = userRegistered(7, 'anna').data as Record<string, unknown>;
    return spec
      .given({ ...userRegistered(7, 'anna'), data: v1, schemaVersion: 1 })
      .expect(auditModels.audit)
      .toMatchObject([{ details: { language: 'de' } }]);
  });

  const story = [
    userRegistered(7, 'anna'),
    userRegistered(9, 'ben'),
    redeemed('111111', 4, 7),
    diaryWritten(7, 1),
    diaryWritten(9, 2),
    { type: 'UserBlocked', data: { userId: 7 }, streamId: streams.user(7), metadata: { actorId: 9 } },
  ];

  it('erases the trail of the person’s own streams, keeps the shared ones and records the erasure', async () => {
    const erased = spec.given(...story).when(userDeleted(7));
    await erased.expectErased(7);
    const remaining = await erased.documents(auditModels.audit);
    expect(remaining.map(({ type, stream, users }) => ({ type, stream, users }))).toEqual([
      { type: 'UserRegistered', stream: streams.user(9), users: [9] },
      { type: 'CodeRedeemed', stream: codeStreams.code('111111'), users: [7] },
      { type: 'DiaryEntryWritten', stream: diaryStreams.diary(9), users: [9] },
      { type: 'UserDeleted', stream: streams.userErasures, users: [7] },
    ]);
  });

  it('gives the same documents applied twice or rebuilt', () => spec.given(...story).expectStable());

  it('after an erasure, a rebuild without the person’s streams gives the same documents', () =>
    spec
      .given(...story)
      .when(userDeleted(7))
      .expectStable({ withoutStreams: personalStreams(7) }));
});
