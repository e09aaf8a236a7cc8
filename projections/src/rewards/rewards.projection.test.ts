import { type RewardImageFields, rewardModels, rewardStreams } from '@et/contracts';
import { it } from 'vitest';
import { userDeleted } from '../testing/account-events';
import { describeProjection, type GivenEvent, recordedAt } from '../testing/projection-spec';
import { rewardsProjection } from './rewards.projection';

const fields: RewardImageFields = {
  title: 'Sonnenaufgang',
  description: null,
  imageUrl: '/uploads/sun.jpg',
  unlockTimeMinutes: 30,
  category: null,
  tags: ['morgen'],
  active: true,
};
const created = (rewardImageId: number, more: Partial<RewardImageFields> = {}): GivenEvent => ({
  type: 'RewardImageCreated',
  data: { rewardImageId, ...fields, ...more },
  streamId: rewardStreams.rewardImage(rewardImageId),
});
const updated = (rewardImageId: number, more: Partial<RewardImageFields>): GivenEvent => ({
  type: 'RewardImageUpdated',
  data: { rewardImageId, ...fields, ...more },
  streamId: rewardStreams.rewardImage(rewardImageId),
});
const deleted = (rewardImageId: number): GivenEvent => ({
  type: 'RewardImageDeleted',
  data: { rewardImageId },
  streamId: rewardStreams.rewardImage(rewardImageId),
});
const viewed = (rewardImageId: number, userId: number): GivenEvent => ({
  type: 'RewardViewed',
  data: { userId, rewardImageId },
  streamId: rewardStreams.views(userId),
});

describeProjection(rewardsProjection, (spec) => {
  it('lists a new image with its fields, created and updated when it was recorded', () =>
    spec
      .given(created(1))
      .expect(rewardModels.rewardImages)
      .toEqual([{ id: 1, ...fields, createdAt: recordedAt(1), updatedAt: recordedAt(1) }]));

  it('takes all fields of an update and its time, and keeps when the image was created', () =>
    spec
      .given(created(1))
      .when(updated(1, { title: 'Abend', tags: [], active: false, unlockTimeMinutes: 60 }))
      .expect(rewardModels.rewardImages)
      .toEqual([
        {
          id: 1,
          ...fields,
          title: 'Abend',
          tags: [],
          active: false,
          unlockTimeMinutes: 60,
          createdAt: recordedAt(1),
          updatedAt: recordedAt(2),
        },
      ]));

  it('records a view once per person and image, at the latest view', () =>
    spec
      .given(created(1), viewed(1, 7), viewed(1, 9))
      .when(viewed(1, 7))
      .expect(rewardModels.userRewardViews)
      .toEqual([
        { id: '7:1', userId: 7, rewardImageId: 1, viewedAt: recordedAt(4) },
        { id: '9:1', userId: 9, rewardImageId: 1, viewedAt: recordedAt(3) },
      ]));

  it('ignores a view of an image that is gone (or never was)', () =>
    spec
      .given(created(1), deleted(1))
      .when(viewed(1, 7), viewed(2, 7))
      .expect(rewardModels.userRewardViews)
      .toBeEmpty());

  it('drops a deleted image with its views, and leaves the other images’ views', async () => {
    const scenario = spec
      .given(created(1), created(2), viewed(1, 7), viewed(2, 7), viewed(1, 9))
      .when(deleted(1));
    await scenario.expect(rewardModels.rewardImages).toMatchObject([{ id: 2 }]);
    await scenario.expect(rewardModels.userRewardViews).toMatchObject([{ id: '7:2' }]);
  });

  const story = [
    created(1),
    created(2),
    viewed(1, 7),
    viewed(2, 7),
    viewed(2, 9),
    updated(2, { title: 'B' }),
  ];

  it('erases the person’s views, and keeps the images and everybody else’s views', async () => {
    const erased = spec.given(...story).when(userDeleted(7));
    await erased.expectErased(7);
    await erased.expect(rewardModels.userRewardViews).toMatchObject([{ id: '9:2' }]);
    await erased.expect(rewardModels.rewardImages).toMatchObject([{ id: 1 }, { id: 2, title: 'B' }]);
  });

  it('gives the same documents applied twice or rebuilt', () =>
    spec.given(...story, deleted(1)).expectStable());

  it('after an erasure, a rebuild without the person’s streams gives the same documents', () =>
    spec
      .given(...story)
      .when(userDeleted(7))
      .expectStable({ withoutStreams: [rewardStreams.views(7), rewardStreams.session(7)] }));
});
