import { useState } from 'react';
import { cn } from '../../../lib/utils';
import golden from '../assets/golden.svg';
import original from '../assets/original.svg';
import silver from '../assets/silver.svg';
import space from '../assets/space.svg';

const defaults: Record<string, string> = { gold: golden, silver, original, space };

/** The picture a ring type has when it has none of its own (spec 2: silver for unknown types). */
export function defaultRingImage(type: string | null | undefined): string {
  return (type && Object.hasOwn(defaults, type) ? defaults[type] : undefined) ?? silver;
}

/**
 * A ring's round picture: its own image, or the default one of its type when it has none or the
 * image cannot be loaded.
 */
export function RingImage({
  src,
  type,
  alt,
  className,
}: {
  src: string | null | undefined;
  type: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const own = src && src !== broken ? src : null;
  return (
    <img
      src={own ?? defaultRingImage(type)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => own && setBroken(own)}
      data-default={own ? undefined : 'true'}
      className={cn('aspect-square rounded-full object-cover', className)}
    />
  );
}
