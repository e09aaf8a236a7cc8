import { type CSSProperties, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** A dimension ring shown around the token: its picture, else a letter tile by its type. */
export interface RingMarker {
  /** The ring's code: tells the circles apart. */
  code: string;
  type: string;
  /** The ring type's name, for types other than the four built-in ones. */
  name?: string;
  /** '' or missing: the letter tile. */
  imageUrl?: string;
}

/** Up to 6 positions, 60 degrees apart, starting at the top (spec 9). */
export const RING_POSITIONS = 6;

const KNOWN_RING_TYPES = ['gold', 'silver', 'original', 'space'] as const;
type KnownRingType = (typeof KNOWN_RING_TYPES)[number];

const isKnownRingType = (type: string): type is KnownRingType =>
  (KNOWN_RING_TYPES as readonly string[]).includes(type);

const tileColors: Record<KnownRingType | 'other', string> = {
  gold: 'bg-amber-400 text-amber-950',
  silver: 'bg-slate-200 text-slate-800',
  original: 'bg-orange-800 text-white',
  space: 'bg-indigo-700 text-white',
  other: 'bg-stone-400 text-white',
};

// Brushed silver: a highlight, fine concentric grooves, and the metal's shading.
const discStyle: CSSProperties = {
  background: [
    'radial-gradient(circle at 32% 26%, rgb(255 255 255 / 0.95) 0 6%, rgb(255 255 255 / 0) 34%)',
    'repeating-radial-gradient(circle at 50% 50%, rgb(255 255 255 / 0.14) 0 1px, rgb(0 0 0 / 0.05) 1px 3px)',
    'radial-gradient(circle at 50% 50%, #fafaf9 0%, #d6d3d1 46%, #a8a29e 72%, #e7e5e4 86%, #78716c 100%)',
  ].join(', '),
};

const centerStyle: CSSProperties = {
  background: 'radial-gradient(circle at 40% 35%, #ffffff 0%, #e7e5e4 40%, #a8a29e 85%, #d6d3d1 100%)',
  boxShadow: 'inset 0 1px 2px rgb(0 0 0 / 0.25), 0 1px 0 rgb(255 255 255 / 0.7)',
};

function ParticleRing({
  color,
  count,
  inset,
  animation,
}: {
  color: string;
  count: number;
  inset: string;
  animation: string;
}) {
  return (
    <div
      className={cn('absolute rounded-full will-change-transform motion-reduce:animate-none', animation)}
      style={{ inset, border: `1px solid ${color}33` }}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions that never reorder
          key={index}
          className="absolute inset-0"
          style={{ transform: `rotate(${(360 / count) * index}deg)` }}
        >
          <span
            className={cn(
              'absolute top-0 left-1/2 h-1 w-1 -translate-x-1/2 -translate-y-1/2 rounded-full',
              index % 3 === 0 &&
                'animate-[ring-twinkle_2.4s_ease-in-out_infinite] motion-reduce:animate-none',
            )}
            style={{
              background: color,
              boxShadow: `0 0 4px 1px ${color}`,
              animationDelay: `${(index % 4) * 0.6}s`,
            }}
          />
        </span>
      ))}
    </div>
  );
}

/** One ring around the disc: its picture, or a letter tile in its type's colour. */
function RingCircle({ ring, name, style }: { ring: RingMarker; name: string; style: CSSProperties }) {
  const { t } = useTranslation('tokens');
  const [broken, setBroken] = useState(false);
  const type = isKnownRingType(ring.type) ? ring.type : 'other';
  const image = ring.imageUrl && !broken ? ring.imageUrl : null;
  return (
    <span
      title={name}
      data-ring-code={ring.code}
      className={cn(
        'absolute flex h-[26%] w-[26%] -translate-x-1/2 -translate-y-1/2 items-center justify-center overflow-hidden rounded-full',
        'text-[10px] leading-none font-bold shadow ring-2 ring-white',
        image ? 'bg-white' : tileColors[type],
      )}
      style={style}
    >
      {image ? (
        <img src={image} alt="" className="h-full w-full object-cover" onError={() => setBroken(true)} />
      ) : (
        t(`ringLetter.${type}`)
      )}
    </span>
  );
}

/**
 * The energy token as a silver disc. Active: it glows in the frequency colour and particle rings
 * turn around it (CSS keyframes on transform and opacity; none with reduced motion, the glow
 * stays). Dimension rings appear as small circles (picture or letter tile) at up to 6 positions.
 */
export function RingGraphic({
  active,
  color,
  rings = [],
  className,
}: {
  active: boolean;
  /** The frequency colour as CSS colour (hex). */
  color: string;
  rings?: RingMarker[];
  className?: string;
}) {
  const { t } = useTranslation('tokens');
  const shown = rings.slice(0, RING_POSITIONS);
  const ringName = (ring: RingMarker) =>
    isKnownRingType(ring.type) ? t(`ringName.${ring.type}`) : ring.name || ring.type;
  const label = shown.length > 0 ? t('ringsLabel', { rings: shown.map(ringName).join(', ') }) : '';

  return (
    <div
      className={cn('relative isolate aspect-square w-24 shrink-0 select-none', className)}
      data-active={active}
    >
      {label && <span className="sr-only">{label}</span>}
      <div className="absolute inset-0" aria-hidden>
        {active && (
          <>
            <div
              className="absolute inset-[6%] -z-10 rounded-full animate-[ring-glow_3.2s_ease-in-out_infinite] motion-reduce:animate-none"
              style={{ background: `radial-gradient(circle, ${color} 0%, ${color}80 38%, ${color}00 70%)` }}
            />
            <ParticleRing
              color={color}
              count={14}
              inset="3%"
              animation="animate-[ring-spin_18s_linear_infinite]"
            />
            <ParticleRing
              color={color}
              count={9}
              inset="11%"
              animation="animate-[ring-spin-reverse_11s_linear_infinite]"
            />
          </>
        )}
        <div
          className={cn('absolute inset-[19%] rounded-full transition-shadow', !active && 'opacity-90')}
          style={{
            ...discStyle,
            boxShadow: active
              ? `inset 0 0 0 1px rgb(255 255 255 / 0.6), inset 0 -3px 6px rgb(0 0 0 / 0.2), 0 0 14px 3px ${color}`
              : 'inset 0 0 0 1px rgb(255 255 255 / 0.6), inset 0 -3px 6px rgb(0 0 0 / 0.2), 0 2px 5px rgb(0 0 0 / 0.2)',
          }}
        />
        <div className="absolute inset-[33%] rounded-full" style={centerStyle} />
        {shown.map((ring, index) => {
          const angle = (index * 2 * Math.PI) / RING_POSITIONS;
          return (
            <RingCircle
              key={ring.code}
              ring={ring}
              name={ringName(ring)}
              style={{ left: `${50 + 40 * Math.sin(angle)}%`, top: `${50 - 40 * Math.cos(angle)}%` }}
            />
          );
        })}
      </div>
    </div>
  );
}
