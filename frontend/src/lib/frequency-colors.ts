/** How a frequency colour looks (spec 2: gold, orange, yellow, red, otherwise blue). */
export interface FrequencyLook {
  /** The colour itself, for glows and inline CSS. */
  hex: string;
  /** A small filled dot. */
  dot: string;
  /** A light background with readable text, for badges. */
  soft: string;
  /** The card's accent edge. */
  border: string;
}

const looks: Record<'gold' | 'orange' | 'yellow' | 'red' | 'blue', FrequencyLook> = {
  // Metallic gold, apart from yellow and orange.
  gold: {
    hex: '#d4af37',
    dot: 'bg-[#d4af37]',
    soft: 'bg-[#f6edcf] text-[#5c4a0e]',
    border: 'border-t-[#d4af37]',
  },
  orange: {
    hex: '#f97316',
    dot: 'bg-orange-500',
    soft: 'bg-orange-100 text-orange-900',
    border: 'border-t-orange-500',
  },
  yellow: {
    hex: '#eab308',
    dot: 'bg-yellow-400',
    soft: 'bg-yellow-100 text-yellow-900',
    border: 'border-t-yellow-400',
  },
  red: { hex: '#ef4444', dot: 'bg-red-500', soft: 'bg-red-100 text-red-900', border: 'border-t-red-500' },
  blue: {
    hex: '#3b82f6',
    dot: 'bg-blue-500',
    soft: 'bg-blue-100 text-blue-900',
    border: 'border-t-blue-500',
  },
};

/** Unknown or missing colours look blue. */
export function frequencyLook(color: string | null | undefined): FrequencyLook {
  return color && Object.hasOwn(looks, color) ? looks[color as keyof typeof looks] : looks.blue;
}
