import { CircleHelp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** What a tap can work on a page (a tab's panel is focusable, but only as a whole: not one). */
const controls = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"]):not([role="tabpanel"])',
].join(',');

/**
 * Whether a control of the page lies under `button`: its box meets the button's, and there it is
 * the topmost thing a tap would reach if the button were not (not clipped, not behind a dialog).
 */
function coversControl(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  for (const control of document.querySelectorAll<HTMLElement>(controls)) {
    if (button.contains(control)) continue;
    const rect = control.getBoundingClientRect();
    const left = Math.max(rect.left, box.left);
    const right = Math.min(rect.right, box.right);
    const top = Math.max(rect.top, box.top);
    const bottom = Math.min(rect.bottom, box.bottom);
    if (right <= left || bottom <= top) continue;
    const hit = document
      .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
      .find((element) => !button.contains(element));
    if (hit && control.contains(hit)) return true;
  }
  return false;
}

/**
 * The spec's floating FAQ button, bottom right, for signed-in users (not on the FAQ itself nor in
 * the admin area). It never covers a control: where a button, link or field of the page lies under
 * it (a card's pencil, a form's save button), it fades out of the way until the page moves on. The
 * footer leaves room below its links, so at the end of a page it is there.
 */
export function FaqButton() {
  // `faq` is one of the frame's namespaces (lib/i18n.ts): there with the first script.
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const shown = !!user && pathname !== '/faq' && !pathname.startsWith('/admin');
  const button = useRef<HTMLAnchorElement>(null);
  const [inTheWay, setInTheWay] = useState(false);

  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    let showLater: ReturnType<typeof setTimeout> | undefined;
    // Out of the way at once; back only once the spot has stayed free a moment (no flicker while scrolling).
    const check = () => {
      frame = 0;
      if (!button.current) return;
      clearTimeout(showLater);
      if (coversControl(button.current)) setInTheWay(true);
      else showLater = setTimeout(() => setInTheWay(false), 250);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // Anything that can move a control under it or away: scrolling, a new size, new content, an
    // animation's end, and a picture or font arriving late (it moves the layout, not the DOM).
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    document.addEventListener('load', schedule, true);
    document.fonts.addEventListener('loadingdone', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('animationend', schedule, true);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(showLater);
      changes.disconnect();
      resized.disconnect();
      document.removeEventListener('load', schedule, true);
      document.fonts.removeEventListener('loadingdone', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('animationend', schedule, true);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <Link
      ref={button}
      to="/faq"
      aria-label={t('faq:frame.openFaq')}
      title={t('faq:frame.openFaq')}
      data-testid="faq-button"
      data-in-the-way={inTheWay}
      className={cn(
        'fixed right-4 bottom-4 z-20 flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden',
        'transition-[opacity,visibility,background-color] duration-200 motion-reduce:transition-none',
        inTheWay && 'invisible opacity-0',
      )}
    >
      <CircleHelp className="h-6 w-6" aria-hidden />
    </Link>
  );
}
