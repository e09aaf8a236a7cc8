import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../../lib/utils';

export interface AuthTab<T extends string> {
  value: T;
  label: string;
  panel: ReactNode;
}

/**
 * Two tabs (login, register) without a UI library: the first page loads no Radix code. Same look
 * and keyboard as the shared Tabs: arrows and Home/End move between the tabs, which activate as
 * they get the focus; only the chosen panel is in the page.
 */
export function AuthTabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: AuthTab<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="mb-5 flex gap-1 overflow-x-auto rounded-xl bg-stone-100 p-1 [scrollbar-width:thin]"
      >
        {tabs.map((tab, index) => {
          const selected = index === current;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={move}
              className={cn(
                'min-h-10 flex-1 shrink-0 whitespace-nowrap rounded-lg px-3 text-sm font-medium text-stone-600',
                'focus-visible:outline-2 focus-visible:outline-brand-600',
                selected && 'bg-white text-stone-900 shadow-sm',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map(
        (tab, index) =>
          index === current && (
            <div
              key={tab.value}
              role="tabpanel"
              id={`${id}-panel-${tab.value}`}
              aria-labelledby={`${id}-tab-${tab.value}`}
            >
              {tab.panel}
            </div>
          ),
      )}
    </div>
  );
}
