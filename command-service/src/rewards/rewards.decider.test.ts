import type {
  RewardImageEvent,
  RewardImageFields,
  RewardSessionMinuteCounted,
  RewardViewed,
} from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  decide,
  evolve,
  initialRewardImageState,
  type RewardImageCommand,
  type RewardImageState,
} from './reward-images.decider';
import { rewardSessionDecider, rewardViewsDecider } from './reward-session.decider';

const images = specFor<RewardImageState, RewardImageCommand, RewardImageEvent>({
  initialState: initialRewardImageState,
  evolve,
  decide,
});
const views = specFor(rewardViewsDecider);
const session = specFor(rewardSessionDecider);

const rewardImageId = 4;
const fields: RewardImageFields = {
  title: 'Sonnenaufgang',
  description: null,
  imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
  unlockTimeMinutes: 30,
  category: 'Natur',
  tags: ['morgen', 'licht'],
  active: true,
};
const created: RewardImageEvent = { type: 'RewardImageCreated', data: { rewardImageId, ...fields } };
const deleted: RewardImageEvent = { type: 'RewardImageDeleted', data: { rewardImageId } };

describe('reward image decider', () => {
  it('creates an image on a new stream, and only there', () => {
    images([]).when({ type: 'CreateRewardImage', rewardImageId, fields }).expectEvents([created]);
    images([created])
      .when({ type: 'CreateRewardImage', rewardImageId, fields })
      .expectRefusal('concurrentChange', 'conflict');
  });

  it('records the whole image after a change of some fields', () =>
    images([created])
      .when({ type: 'UpdateRewardImage', patch: { active: false, tags: ['abend'] } })
      .expectEvents([
        { type: 'RewardImageUpdated', data: { rewardImageId, ...fields, active: false, tags: ['abend'] } },
      ]));

  it('records nothing when nothing changed, tags compared by content', () => {
    images([created]).when({ type: 'UpdateRewardImage', patch: {} }).expectEvents([]);
    images([created])
      .when({ type: 'UpdateRewardImage', patch: { tags: ['morgen', 'licht'], title: 'Sonnenaufgang' } })
      .expectEvents([]);
  });

  it('refuses to change or delete an unknown or deleted image', () => {
    for (const given of [[], [created, deleted]]) {
      images(given)
        .when({ type: 'UpdateRewardImage', patch: { title: 'x' } })
        .expectRefusal('rewardImageNotFound', 'notFound');
      images(given).when({ type: 'DeleteRewardImage' }).expectRefusal('rewardImageNotFound', 'notFound');
    }
  });

  it('deletes an image', () => images([created]).when({ type: 'DeleteRewardImage' }).expectEvents([deleted]));
});

describe('reward views decider', () => {
  const viewed = (id: number): RewardViewed => ({
    type: 'RewardViewed',
    data: { userId: 7, rewardImageId: id },
  });
  it('records a first view, and nothing when seen before', () => {
    views([])
      .when({ type: 'ViewReward', userId: 7, rewardImageId: 4 })
      .expectEvents([viewed(4)]);
    views([viewed(4)])
      .when({ type: 'ViewReward', userId: 7, rewardImageId: 4 })
      .expectEvents([]);
    views([viewed(4)])
      .when({ type: 'ViewReward', userId: 7, rewardImageId: 5 })
      .expectEvents([viewed(5)]);
  });
});

describe('reward session decider', () => {
  const t0 = Date.parse('2026-03-01T10:00:00.000Z');
  const counted = (minutes: number, at: number): RewardSessionMinuteCounted => ({
    type: 'RewardSessionMinuteCounted',
    data: { userId: 7, minutes, countedAt: new Date(at).toISOString() },
  });
  const report = (now: number) => ({ type: 'CountSessionMinute' as const, userId: 7, now });

  it('counts the first report at once', () =>
    session([])
      .when(report(t0))
      .expectEvents([counted(1, t0)]));

  it('counts a report 15 s after the last counted one', () =>
    session([counted(1, t0)])
      .when(report(t0 + 15_000))
      .expectEvents([counted(2, t0 + 15_000)]));

  it('does not count reports faster than its clock allows', () => {
    session([counted(1, t0)])
      .when(report(t0))
      .expectEvents([]);
    session([counted(1, t0)])
      .when(report(t0 + 14_999))
      .expectEvents([]);
    session([counted(1, t0), counted(2, t0 + 15_000)])
      .when(report(t0 + 20_000))
      .expectEvents([]);
  });

  it('does not count a report from before the last one (a clock set back)', () =>
    session([counted(3, t0)])
      .when(report(t0 - 60_000))
      .expectEvents([]));
});
