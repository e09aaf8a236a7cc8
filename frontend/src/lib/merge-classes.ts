/**
 * `cn()`'s conflict resolution (what tailwind-merge did, for the utilities this app uses; issue 12's
 * JavaScript budget): of two Tailwind classes that set the same thing under the same variants, the
 * later one wins (`px-4` then `px-2` → `px-2`; `p-3` also drops an earlier `px-2`). A class this
 * table does not know is kept as it is. merge-classes.test.ts checks every pair of classes written
 * anywhere in the source against tailwind-merge itself, so a new utility that needs a rule here
 * fails that test instead of rendering differently.
 */

const sizes = 'xs|sm|base|lg|xl|\\dxl';
const length = /^\[(?:\d|calc|max|min|clamp|var\(--)/;

/** The group of a class without its variants (`text-sm` → `font-size`), or undefined. */
function groupOf(base: string): string | undefined {
  const exact = exactGroups[base];
  if (exact) return exact;
  const dash = base.indexOf('-');
  const head = dash < 0 ? base : base.slice(0, dash);
  const value = dash < 0 ? '' : base.slice(dash + 1);
  const rule = prefixRules[head];
  return typeof rule === 'function' ? rule(value) : rule;
}

const exactGroups: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  isolation: 'isolate isolation-auto',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'font-style': 'italic not-italic',
  sr: 'sr-only not-sr-only',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-wrap-reverse flex-nowrap',
  'fvn-spacing': 'tabular-nums proportional-nums',
  'font-smoothing': 'antialiased subpixel-antialiased',
  'break-word': 'break-normal break-words break-all break-keep',
})) {
  for (const name of names.split(' ')) exactGroups[name] = group;
}

type Rule = string | ((value: string) => string | undefined);

const colorOr = (other: string, isOther: (value: string) => boolean, color: string) => (value: string) =>
  isOther(value) ? other : color;

const prefixRules: Record<string, Rule> = {
  p: 'p',
  px: 'px',
  py: 'py',
  pt: 'pt',
  pr: 'pr',
  pb: 'pb',
  pl: 'pl',
  ps: 'ps',
  pe: 'pe',
  m: 'm',
  mx: 'mx',
  my: 'my',
  mt: 'mt',
  mr: 'mr',
  mb: 'mb',
  ml: 'ml',
  ms: 'ms',
  me: 'me',
  w: 'w',
  h: 'h',
  size: 'size',
  min: (value) => (value.startsWith('w-') ? 'min-w' : value.startsWith('h-') ? 'min-h' : undefined),
  max: (value) => (value.startsWith('w-') ? 'max-w' : value.startsWith('h-') ? 'max-h' : undefined),
  space: (value) => (value.startsWith('x-') ? 'space-x' : value.startsWith('y-') ? 'space-y' : undefined),
  gap: (value) => (value.startsWith('x-') ? 'gap-x' : value.startsWith('y-') ? 'gap-y' : 'gap'),
  inset: (value) => (value.startsWith('x-') ? 'inset-x' : value.startsWith('y-') ? 'inset-y' : 'inset'),
  top: 'top',
  right: 'right',
  bottom: 'bottom',
  left: 'left',
  z: 'z',
  order: 'order',
  grow: 'grow',
  shrink: 'shrink',
  basis: 'basis',
  flex: (value) => (/^(?:\d+|auto|initial|none|\[)/.test(value) ? 'flex' : undefined),
  grid: (value) =>
    value.startsWith('cols-') ? 'grid-cols' : value.startsWith('rows-') ? 'grid-rows' : undefined,
  col: (value) =>
    value.startsWith('span-') ? 'col-start-end' : value.startsWith('start-') ? 'col-start' : 'col-end',
  row: (value) =>
    value.startsWith('span-') ? 'row-start-end' : value.startsWith('start-') ? 'row-start' : 'row-end',
  items: 'align-items',
  self: 'align-self',
  justify: (value) =>
    value.startsWith('items-')
      ? 'justify-items'
      : value.startsWith('self-')
        ? 'justify-self'
        : 'justify-content',
  content: (value) => (value.startsWith('[') || value === 'none' ? 'content' : 'align-content'),
  overflow: (value) =>
    value.startsWith('x-') ? 'overflow-x' : value.startsWith('y-') ? 'overflow-y' : 'overflow',
  text: (value) =>
    new RegExp(`^(?:${sizes})(?:/|$)`).test(value) || length.test(value)
      ? 'font-size'
      : /^(?:left|center|right|justify|start|end)$/.test(value)
        ? 'text-align'
        : /^(?:wrap|nowrap|balance|pretty)$/.test(value)
          ? 'text-wrap'
          : 'text-color',
  font: (value) =>
    /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
      ? 'font-weight'
      : 'font-family',
  leading: 'leading',
  tracking: 'tracking',
  whitespace: 'whitespace',
  break: (value) =>
    value.startsWith('inside-')
      ? 'break-inside'
      : value.startsWith('before-')
        ? 'break-before'
        : 'break-after',
  line: (value) => (value.startsWith('clamp-') ? 'line-clamp' : undefined),
  list: (value) => (/^(?:inside|outside)$/.test(value) ? 'list-style-position' : 'list-style-type'),
  underline: (value) => (value.startsWith('offset-') ? 'underline-offset' : undefined),
  decoration: (value) =>
    /^(?:solid|double|dotted|dashed|wavy)$/.test(value)
      ? 'text-decoration-style'
      : /^(?:\d+|auto|from-font)$/.test(value)
        ? 'text-decoration-thickness'
        : 'text-decoration-color',
  // `bg-gradient-to-*` (Tailwind 3's name, still valid) counts as a colour, as tailwind-merge 3 has it.
  bg: (value) =>
    /^(?:linear-|radial-|conic-|none$)/.test(value)
      ? 'bg-image'
      : /^(?:auto|cover|contain)$/.test(value)
        ? 'bg-size'
        : /^(?:fixed|local|scroll)$/.test(value)
          ? 'bg-attachment'
          : 'bg-color',
  from: 'gradient-from',
  via: 'gradient-via',
  to: 'gradient-to',
  border: (value) => {
    const side = /^([xytrblse])(?:-|$)/.exec(value)?.[1];
    const rest = side ? value.slice(2) : value;
    if (value.startsWith('spacing-')) return 'border-spacing';
    if (value === 'separate' || value === 'collapse') return 'border-collapse';
    if (/^(?:solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
    if (rest === '' || /^\d+$/.test(rest) || length.test(rest)) return side ? `border-w-${side}` : 'border-w';
    return side ? `border-color-${side}` : 'border-color';
  },
  divide: (value) =>
    /^[xy](?:-|$)/.test(value)
      ? value.includes('reverse')
        ? `divide-${value[0]}-reverse`
        : `divide-${value[0]}`
      : /^(?:solid|dashed|dotted|double|none)$/.test(value)
        ? 'divide-style'
        : 'divide-color',
  rounded: (value) => {
    const corner = /^(ss|se|ee|es|tl|tr|br|bl|[tbrlse])(?:-|$)/.exec(value)?.[1];
    return corner ? `rounded-${corner}` : 'rounded';
  },
  shadow: colorOr(
    'shadow',
    (value) => /^(?:$|sm|md|lg|xl|2xl|none|inner|xs|2xs)$/.test(value),
    'shadow-color',
  ),
  ring: (value) =>
    value.startsWith('offset-')
      ? /^offset-(?:\d+|\[)/.test(value)
        ? 'ring-offset-w'
        : 'ring-offset-color'
      : /^(?:$|\d+|inset|\[\d)/.test(value)
        ? 'ring-w'
        : 'ring-color',
  outline: (value) =>
    value.startsWith('offset-')
      ? 'outline-offset'
      : /^(?:$|\d+|\[\d)/.test(value)
        ? 'outline-w'
        : /^(?:none|solid|dashed|dotted|double|hidden)$/.test(value)
          ? 'outline-style'
          : 'outline-color',
  opacity: 'opacity',
  cursor: 'cursor',
  select: 'select',
  pointer: 'pointer-events',
  transition: 'transition',
  duration: 'duration',
  ease: 'ease',
  delay: 'delay',
  animate: 'animate',
  translate: (value) => `translate-${value[0]}`,
  rotate: 'rotate',
  scale: (value) => (/^[xy]-/.test(value) ? `scale-${value[0]}` : 'scale'),
  object: (value) =>
    /^(?:contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position',
  aspect: 'aspect',
  accent: 'accent',
  fill: 'fill',
  stroke: (value) => (/^(?:\d+|\[\d)/.test(value) ? 'stroke-w' : 'stroke'),
  will: 'will-change',
  backdrop: (value) => `backdrop-${value.split('-')[0]}`,
  drop: 'drop-shadow',
  scroll: (value) => `scroll-${value.split('-')[0]}`,
  align: 'vertical-align',
  blur: 'blur',
};

/** Groups a later class of the key group also overrides (`p` over `px`, `text-sm` over `leading`). */
const overrides: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-s',
    'border-color-e',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};

/** `hover:md:px-2` → variants `hover:md:` (sorted, as the order of variants means nothing) and `px-2`. */
function split(name: string): { variants: string; base: string; important: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(name.slice(start, i));
      start = i + 1;
    }
  }
  let base = name.slice(start);
  const important = base.startsWith('!') || base.endsWith('!');
  base = base.replace(/^!|!$/g, '');
  return { variants: parts.sort().join(':'), base, important };
}

/** The classes in order, each dropped when a later one sets the same thing under the same variants. */
export function mergeClasses(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classes.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    if (!name) continue;
    const { variants, base, important } = split(name);
    const negative = base.startsWith('-');
    const group = groupOf(negative ? base.slice(1) : base);
    const scope = `${variants}${important ? '!' : ''}:`;
    const id = scope + (group ?? `=${base}`);
    if (taken.has(id)) continue;
    taken.add(id);
    if (group) for (const other of overrides[group] ?? []) taken.add(scope + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
