/** Whether this browser offers its own share sheet (phones mostly). */
export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Hands a link to the phone's share sheet, or (without one, or when it fails) copies it.
 * 'cancelled': the person closed the share sheet; 'failed': nothing worked (the link is on screen).
 */
export async function shareLink(link: {
  title: string;
  text: string;
  url: string;
}): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (canShare()) {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (an old WebView, a missing user gesture): copying still helps.
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
