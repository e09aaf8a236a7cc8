import { Gift } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/utils';

/** A reward's image; a placeholder when its address does not load (spec 8). */
export function RewardImageView({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-100 to-amber-100',
          className,
        )}
        role="img"
        aria-label={alt}
      >
        <Gift className="h-1/3 max-h-16 w-1/3 max-w-16 text-brand-700" aria-hidden />
      </div>
    );
  return (
    <img src={src} alt={alt} className={cn('object-cover', className)} onError={() => setBroken(true)} />
  );
}
