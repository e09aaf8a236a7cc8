import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const link = {
  title: 'Ein Energietaler für Sie',
  text: 'Hier …',
  url: 'https://example.com/handover?code=ACDEFGHJ',
};

/** A browser's navigator with (or without) a share sheet, and a clipboard. */
function browser(share?: () => Promise<void>, writeText = vi.fn(async (_text: string) => {})) {
  vi.stubGlobal('navigator', { share, clipboard: { writeText } });
  return writeText;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sharing a handover link', () => {
  it("hands it to the phone's share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    const writeText = browser(share);
    expect(await shareLink(link)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies it without a share sheet', async () => {
    const writeText = browser();
    expect(await shareLink(link)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const writeText = browser(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareLink(link)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies it when the share sheet is not allowed, and says when nothing worked', async () => {
    const refused = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(link)).toBe('failed'); // no navigator stubbed yet: Node's has no clipboard
    browser(refused);
    expect(await shareLink(link)).toBe('copied');
    browser(
      refused,
      vi.fn(() => Promise.reject(new Error('denied'))),
    );
    expect(await shareLink(link)).toBe('failed');
  });
});
