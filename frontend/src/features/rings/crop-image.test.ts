import { describe, expect, it } from 'vitest';
import { croppedFileName, nextQuarterTurn, rotatedSize } from './crop-image';

describe('crop image', () => {
  it('turns by quarter turns and back to 0', () => {
    expect([0, 90, 180, 270].map(nextQuarterTurn)).toEqual([90, 180, 270, 0]);
  });

  it('swaps width and height for a quarter turn, keeps them for a half turn', () => {
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
  });

  it('names the upload as a PNG by its time', () => {
    expect(croppedFileName(1714557600000)).toBe('ring-type-1714557600000.png');
  });
});
