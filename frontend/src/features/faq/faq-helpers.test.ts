import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search';
import { youtubeEmbedUrl, youtubeVideoId } from './video';

describe('FAQ search', () => {
  it('forgives umlauts, ß and case', () => {
    expect(matchesSearch('ubung', ['Die tägliche Übung'])).toBe(true);
    expect(matchesSearch('UEBUNG', ['Die tägliche Übung'])).toBe(true);
    expect(matchesSearch('übung', ['Uebung am Morgen'])).toBe(true);
    expect(matchesSearch('strasse', ['Musterstraße'])).toBe(true);
    expect(matchesSearch('große', ['GROSSE Wirkung'])).toBe(true);
    expect(foldForSearch('Café Öl')).toBe('cafe ol');
  });
  it('needs every word, in any order', () => {
    expect(matchesSearch('taler aktivieren', ['Wie aktiviere ich', 'meinen Energietaler?'])).toBe(false);
    expect(matchesSearch('taler aktiv', ['Wie aktiviere ich', 'meinen Energietaler?'])).toBe(true);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
    expect(matchesSearch('ring', ['Energietaler'])).toBe(false);
  });
});

describe('FAQ videos', () => {
  it('finds the id of YouTube links', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(link), link).toBe('dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
  it('leaves other links to the video element', () => {
    for (const link of [
      'https://example.com/film.mp4',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'javascript:alert(1)',
      'not a link',
    ])
      expect(youtubeVideoId(link), link).toBeNull();
  });
});
