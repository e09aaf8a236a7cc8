import { describe, expect, it } from 'vitest';
import { EventPositionTracker } from './event-position';

describe('EventPositionTracker', () => {
  it('keeps the newest position, compared as numbers, and ignores what is not one', () => {
    const positions = new EventPositionTracker();
    expect(positions.current).toBeUndefined();
    positions.note('100.9');
    positions.note('100.10');
    expect(positions.current).toBe('100.10');
    positions.note('99.500');
    positions.note(null);
    positions.note('not-a-position');
    positions.note('1e5.3');
    expect(positions.current).toBe('100.10');
    positions.note('101.1');
    expect(positions.current).toBe('101.1');
  });
});
