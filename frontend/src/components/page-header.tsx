import type { ReactNode } from 'react';

/** A page's title and the line under it. */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-stone-600">{subtitle}</p>
    </div>
  );
}
