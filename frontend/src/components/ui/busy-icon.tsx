import { LoaderCircle, type LucideIcon } from 'lucide-react';

/**
 * A button's leading icon that turns into a spinner while its action runs (`icon` left out: only
 * the spinner, while busy). One look for every "saving…" button.
 */
export function BusyIcon({ busy, icon: Icon }: { busy?: boolean; icon?: LucideIcon }) {
  if (busy) return <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />;
  return Icon ? <Icon className="h-4 w-4" aria-hidden /> : null;
}
