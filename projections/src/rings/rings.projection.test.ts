import { type RingTypeTexts, readModel, ringModels, ringStreams, streams } from '@et/contracts';
import { it } from 'vitest';
import { userDeleted, userRegistered } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { ringsProjection } from './rings.projection';

/** The projection's own lookup (not exported): a type's current image by its code. */
const ringTypeImages = readModel<{ id: string; imageUrl: string }>('ring_type_images');

const gold: RingTypeTexts = {
  nameDE: 'Goldring',
  nameEN: 'Gold ring',
  descriptionDE: 'Ein Ring aus Gold',
  descriptionEN: 'A ring of gold',
  imageUrl: '/uploads/gold.png',
};
const silver: RingTypeTexts = {
  ...gold,
  nameDE: 'Silberring',
  nameEN: 'Silver ring',
  imageUrl: '/uploads/silver.png',
};

const inType = (code: string) => ({ streamId: ringStreams.ringType(code) });
const inCode = (code: string) => ({ streamId: ringStreams.ringCode(code) });
/** An event of a ring type's stream, and one of a ring code's stream (the code and the ring it became). */
const typeEvent = (type: string, ringTypeId: number, code: string, texts?: RingTypeTexts): GivenEvent => ({
  type,
  data: { ringTypeId, code, ...texts },
  ...inType(code),
});
const codeEvent = (type: string, ringCode: string, data: object): GivenEvent => ({
  type,
  data: { ringCode, ...data },
  ...inCode(ringCode),
});
const typeCreated = (id: number, code: string, texts = gold) => typeEvent('RingTypeCreated', id, code, texts);
const typeUpdated = (id: number, code: string, texts: RingTypeTexts) =>
  typeEvent('RingTypeUpdated', id, code, texts);
const imageCleared = (id: number, code: string) => typeEvent('RingTypeImageCleared', id, code);
const typeDeleted = (id: number, code: string) => typeEvent('RingTypeDeleted', id, code);
const codeCreated = (code: string, ringType = 'gold', origin = 'generated') =>
  codeEvent('RingCodeCreated', code, { ringType, origin });
const codeDeleted = (code: string, ringType = 'gold') => codeEvent('RingCodeDeleted', code, { ringType });
const redeemed = (
  code: string,
  ringId: number,
  userId: number,
  more: { ringType?: string; name?: string; frequencyId?: number | null; isActive?: boolean } = {},
) =>
  codeEvent('RingCodeRedeemed', code, {
    ringType: 'gold',
    ringId,
    userId,
    name: 'Goldring',
    frequencyId: 2,
    isActive: true,
    ...more,
  });
const frequencyChanged = (code: string, ringId: number, userId: number, frequencyId: number) =>
  codeEvent('RingFrequencyChanged', code, { ringId, userId, frequencyId });
const activated = (code: string, ringId: number, userId: number) =>
  codeEvent('RingActivated', code, { ringId, userId });
const ringDeleted = (code: string, ringId: number, userId: number) =>
  codeEvent('RingDeleted', code, { ringId, userId, reason: 'accountErased' });

const available = { isUsed: false, userId: null, username: null, ringId: null, usedAt: null };
/** Anna (7) with a gold ring (1) and Ben (9) with a silver ring (2). */
const twoRings = [
  typeCreated(1, 'gold'),
  typeCreated(2, 'silver', silver),
  userRegistered(7, 'anna'),
  userRegistered(9, 'ben'),
  codeCreated('AAAAAA'),
  codeCreated('BBBBBB', 'silver'),
  redeemed('AAAAAA', 1, 7),
  redeemed('BBBBBB', 2, 9, { ringType: 'silver', name: 'Silberring' }),
];

describeProjection(ringsProjection, (spec) => {
  it('keeps a created ring type with its code, texts and image, and the image by the code', async () => {
    const created = spec.given(typeCreated(4, 'gold'));
    await created.expect(ringModels.ringTypes).toEqual([{ id: 4, code: 'gold', ...gold }]);
    await created.expect(ringTypeImages).toEqual([{ id: 'gold', imageUrl: '/uploads/gold.png' }]);
  });

  it('updates a type’s texts and image, and the image of its rings only, not their names', async () => {
    const updated = spec
      .given(...twoRings)
      .when(typeUpdated(1, 'gold', { ...gold, nameEN: 'Golden', imageUrl: '/g2.png' }));
    await updated.expect(ringModels.ringTypes).toEqual([
      { id: 1, code: 'gold', ...gold, nameEN: 'Golden', imageUrl: '/g2.png' },
      { id: 2, code: 'silver', ...silver },
    ]);
    await updated.expect(ringModels.dimensionRings).toMatchObject([
      { id: 1, type: 'gold', name: 'Goldring', imageUrl: '/g2.png' },
      { id: 2, type: 'silver', imageUrl: '/uploads/silver.png' },
    ]);
  });

  it('clears a type’s image on the type and on its rings, and no other type’s', async () => {
    const cleared = spec.given(...twoRings).when(imageCleared(1, 'gold'));
    await cleared.expect(ringModels.ringTypes).toMatchObject([
      { id: 1, nameEN: 'Gold ring', imageUrl: '' },
      { id: 2, imageUrl: '/uploads/silver.png' },
    ]);
    await cleared.expect(ringModels.dimensionRings).toMatchObject([
      { id: 1, imageUrl: '' },
      { id: 2, imageUrl: '/uploads/silver.png' },
    ]);
    await cleared.expect(ringTypeImages).toContain({ id: 'gold', imageUrl: '' });
  });

  it('drops a deleted type and its image, and only that one', async () => {
    const deleted = spec
      .given(typeCreated(1, 'gold'), typeCreated(2, 'silver', silver))
      .when(typeDeleted(1, 'gold'));
    await deleted.expect(ringModels.ringTypes).toEqual([{ id: 2, code: 'silver', ...silver }]);
    await deleted.expect(ringTypeImages).toEqual([{ id: 'silver', imageUrl: '/uploads/silver.png' }]);
  });

  it('lists a new ring code as available, with its type, in the order codes were created', () =>
    spec
      .given(codeCreated('ZZZZZZ', 'silver', 'manual'), codeCreated('AAAAAA'))
      .expect(ringModels.ringCodes)
      .toEqual([
        { id: 'AAAAAA', code: 'AAAAAA', type: 'gold', ...available, createdAt: recordedAt(2), seq: 2 },
        { id: 'ZZZZZZ', code: 'ZZZZZZ', type: 'silver', ...available, createdAt: recordedAt(1), seq: 1 },
      ]));

  it('knows every registered person’s name', () =>
    spec
      .given(userRegistered(7, 'anna'), userRegistered(9, 'ben'))
      .expect(ringModels.ringCodeOwners)
      .toEqual([
        { id: 7, username: 'anna' },
        { id: 9, username: 'ben' },
      ]));

  it('activating a code marks it used by whom and when, and makes the ring with its type’s image', async () => {
    const activation = spec
      .given(typeCreated(1, 'gold'), userRegistered(7, 'anna'), codeCreated('AAAAAA'))
      .when(redeemed('AAAAAA', 5, 7, { frequencyId: null, isActive: false, name: 'Gold ring' }));
    await activation.expect(ringModels.ringCodes).toEqual([
      {
        id: 'AAAAAA',
        code: 'AAAAAA',
        type: 'gold',
        isUsed: true,
        userId: 7,
        username: 'anna',
        ringId: 5,
        createdAt: recordedAt(3),
        usedAt: recordedAt(4),
        seq: 3,
      },
    ]);
    await activation.expect(ringModels.dimensionRings).toEqual([
      {
        id: 5,
        userId: 7,
        type: 'gold',
        name: 'Gold ring',
        imageUrl: '/uploads/gold.png',
        code: 'AAAAAA',
        isActive: false,
        frequencyId: null,
        createdAt: recordedAt(4),
      },
    ]);
  });

  it('finds the owner’s name and the type’s image written in the same batch', async () => {
    const oneBatch = spec.given(
      typeCreated(1, 'gold'),
      userRegistered(7, 'anna'),
      codeCreated('AAAAAA'),
      redeemed('AAAAAA', 5, 7),
    );
    await oneBatch.expect(ringModels.ringCodes).toMatchObject([{ username: 'anna', ringId: 5 }]);
    await oneBatch
      .expect(ringModels.dimensionRings)
      .toMatchObject([{ id: 5, imageUrl: '/uploads/gold.png' }]);
  });

  it('without a known owner or type: no name on the code, no picture on the ring', async () => {
    const unknown = spec.given(
      codeCreated('AAAAAA', 'crystal'),
      redeemed('AAAAAA', 5, 7, { ringType: 'crystal' }),
    );
    await unknown.expect(ringModels.ringCodes).toMatchObject([{ isUsed: true, userId: 7, username: null }]);
    await unknown.expect(ringModels.dimensionRings).toMatchObject([{ id: 5, type: 'crystal', imageUrl: '' }]);
  });

  it('a ring made in the batch of an image change or clearing shows the image as it ends', async () => {
    const changed = spec.given(
      typeCreated(1, 'gold'),
      typeCreated(2, 'silver', silver),
      imageCleared(2, 'silver'),
      codeCreated('AAAAAA'),
      codeCreated('BBBBBB', 'silver'),
      redeemed('AAAAAA', 1, 7),
      redeemed('BBBBBB', 2, 7, { ringType: 'silver' }),
      typeUpdated(1, 'gold', { ...gold, imageUrl: '/g2.png' }),
    );
    await changed.expect(ringModels.dimensionRings).toMatchObject([
      { id: 1, imageUrl: '/g2.png' },
      { id: 2, imageUrl: '' },
    ]);
  });

  it('changes a ring’s frequency, and no other ring’s', () =>
    spec
      .given(...twoRings)
      .when(frequencyChanged('AAAAAA', 1, 7, 3))
      .expect(ringModels.dimensionRings)
      .toMatchObject([
        { id: 1, frequencyId: 3 },
        { id: 2, frequencyId: 2 },
      ]));

  it('activates an inactive ring, and keeps the rest of it', () =>
    spec
      .given(codeCreated('AAAAAA'), redeemed('AAAAAA', 1, 7, { isActive: false, frequencyId: null }))
      .when(activated('AAAAAA', 1, 7))
      .expect(ringModels.dimensionRings)
      .toMatchObject([
        { id: 1, isActive: true, frequencyId: null, code: 'AAAAAA', createdAt: recordedAt(2) },
      ]));

  it('deletes a ring; its code stays used, by its owner, without the ring', async () => {
    const deleted = spec.given(...twoRings).when(ringDeleted('AAAAAA', 1, 7));
    await deleted.expect(ringModels.dimensionRings).toMatchObject([{ id: 2, userId: 9 }]);
    await deleted.expect(ringModels.ringCodes).toMatchObject([
      { id: 'AAAAAA', isUsed: true, userId: 7, username: 'anna', ringId: null, usedAt: recordedAt(7) },
      { id: 'BBBBBB', isUsed: true, userId: 9, ringId: 2 },
    ]);
  });

  it('hands a ring on: the new owner has it and its code, also applied twice or rebuilt', async () => {
    const handedOver = codeEvent('RingHandedOver', 'AAAAAA', {
      handoverId: 'h-1',
      ringId: 1,
      fromUserId: 7,
      toUserId: 9,
    });
    const moved = spec.given(...twoRings).when(handedOver);
    await moved.expect(ringModels.dimensionRings).toMatchObject([
      { id: 1, userId: 9, name: 'Goldring', frequencyId: 2 },
      { id: 2, userId: 9 },
    ]);
    await moved
      .expect(ringModels.ringCodes)
      .toMatchObject([{ id: 'AAAAAA', userId: 9, username: 'ben', ringId: 1 }, {}]);
    await spec.given(...twoRings, handedOver, userDeleted(7)).expectStable();
  });

  it('drops a deleted code, and only that one', () =>
    spec
      .given(codeCreated('AAAAAA'), codeCreated('BBBBBB'))
      .when(codeDeleted('AAAAAA'))
      .expect(ringModels.ringCodes)
      .toMatchObject([{ id: 'BBBBBB', isUsed: false }]));

  const story = [
    ...twoRings,
    codeCreated('CCCCCC'),
    codeCreated('DDDDDD', 'silver', 'manual'),
    typeCreated(3, 'space', { ...gold, imageUrl: '/uploads/space.png' }),
    codeCreated('EEEEEE', 'space'),
    redeemed('EEEEEE', 3, 7, { ringType: 'space', isActive: false }),
    frequencyChanged('AAAAAA', 1, 7, 4),
    activated('EEEEEE', 3, 7),
    typeUpdated(1, 'gold', { ...gold, imageUrl: '/g2.png' }),
    imageCleared(2, 'silver'),
    codeDeleted('DDDDDD', 'silver'),
  ];
  const erasure = [userDeleted(7), ringDeleted('AAAAAA', 1, 7), ringDeleted('EEEEEE', 3, 7)];

  it('erases the person’s rings and name: their codes stay used, by an id without a name or ring', async () => {
    const erased = spec.given(...story).when(...erasure);
    await erased.expectErased(7);
    await erased.expect(ringModels.dimensionRings).toMatchObject([{ id: 2, userId: 9, imageUrl: '' }]);
    await erased.expect(ringModels.ringCodes).toMatchObject([
      { id: 'AAAAAA', isUsed: true, userId: 7, username: null, ringId: null },
      { id: 'BBBBBB', userId: 9, username: 'ben', ringId: 2 },
      { id: 'CCCCCC', isUsed: false },
      { id: 'EEEEEE', isUsed: true, userId: 7, username: null, ringId: null },
    ]);
    await erased.expect(ringModels.ringCodeOwners).toEqual([{ id: 9, username: 'ben' }]);
  });

  it('gives the same documents applied twice or rebuilt', () => spec.given(...story).expectStable());

  it('after an erasure, a rebuild without the person’s streams gives the same documents', () =>
    spec
      .given(...story)
      .when(...erasure)
      .expectStable({ withoutStreams: [streams.user(7), ringStreams.activationAttempts(7)] }));
});
