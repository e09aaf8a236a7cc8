import {
  DomainError,
  type RewardImageEvent,
  type RewardImageFields,
  type RewardImagePatch,
} from '@et/contracts';

export interface RewardImageState {
  rewardImageId: number | null;
  fields: RewardImageFields | null;
  deleted: boolean;
}

export const initialRewardImageState = (): RewardImageState => ({
  rewardImageId: null,
  fields: null,
  deleted: false,
});

export type RewardImageCommand =
  | { type: 'CreateRewardImage'; rewardImageId: number; fields: RewardImageFields }
  | { type: 'UpdateRewardImage'; patch: RewardImagePatch }
  | { type: 'DeleteRewardImage' };

export function evolve(state: RewardImageState, event: RewardImageEvent): RewardImageState {
  switch (event.type) {
    case 'RewardImageCreated':
    case 'RewardImageUpdated': {
      const { rewardImageId, ...fields } = event.data;
      return { rewardImageId, fields, deleted: false };
    }
    case 'RewardImageDeleted':
      return { ...state, deleted: true };
  }
}

const sameFields = (a: RewardImageFields, b: RewardImageFields) =>
  (Object.keys(a) as Array<keyof RewardImageFields>).every((key) =>
    Array.isArray(a[key]) ? JSON.stringify(a[key]) === JSON.stringify(b[key]) : a[key] === b[key],
  );

/** A reward image exists once, changes field by field while it exists, and can go. */
export function decide(state: RewardImageState, command: RewardImageCommand): RewardImageEvent[] {
  if (command.type === 'CreateRewardImage') {
    if (state.rewardImageId !== null) throw new DomainError('conflict', 'concurrentChange');
    return [
      { type: 'RewardImageCreated', data: { rewardImageId: command.rewardImageId, ...command.fields } },
    ];
  }
  if (state.rewardImageId === null || state.deleted || !state.fields)
    throw new DomainError('notFound', 'rewardImageNotFound');
  const rewardImageId = state.rewardImageId;
  switch (command.type) {
    case 'UpdateRewardImage': {
      const given = Object.fromEntries(Object.entries(command.patch).filter(([, v]) => v !== undefined));
      const next: RewardImageFields = { ...state.fields, ...given };
      return sameFields(state.fields, next)
        ? []
        : [{ type: 'RewardImageUpdated', data: { rewardImageId, ...next } }];
    }
    case 'DeleteRewardImage':
      return [{ type: 'RewardImageDeleted', data: { rewardImageId } }];
  }
}

export const rewardImageDecider = { initialState: initialRewardImageState, evolve, decide };
