import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { youtubeEmbedUrl, youtubeVideoId } from '../video';

/**
 * An FAQ's video. A YouTube link loads nothing from YouTube until the person asks for it (two
 * clicks: their consent first), then plays through youtube-nocookie.com; any other link plays
 * in the browser's own video element.
 */
export function FaqVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('faq');
  const [loaded, setLoaded] = useState(false);
  const id = youtubeVideoId(url);
  if (!id)
    return (
      // biome-ignore lint/a11y/useMediaCaption: admins link videos; captions are theirs to add in the file
      <video
        controls
        preload="metadata"
        src={url}
        className="aspect-video w-full rounded-xl bg-black"
        aria-label={t('video', { title })}
      />
    );
  if (loaded)
    return (
      <iframe
        src={youtubeEmbedUrl(id)}
        title={t('video', { title })}
        className="aspect-video w-full rounded-xl bg-black"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  return (
    <div
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-stone-800 p-4 text-center text-stone-100"
      data-testid="faq-video-placeholder"
    >
      <Button onClick={() => setLoaded(true)}>
        <Play className="h-4 w-4" aria-hidden />
        {t('loadVideo')}
      </Button>
      <p className="max-w-md text-xs text-stone-300 sm:text-sm">{t('videoConsent')}</p>
    </div>
  );
}
