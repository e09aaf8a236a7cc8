import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Button } from './ui/button';

/** What a page that failed shows: the frame around it (header, menu) stays usable. */
function PageLoadFailed() {
  // `common` comes with the first script: these texts are there even when nothing else loads.
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold text-stone-900">{t('pageLoadFailed')}</p>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** A new value (the path) starts over: a failed page does not stay on the next one. */
  resetKey?: string;
  /** What shows instead of the failed part; the page message when not given. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * The error boundary around the routes (and, with `fallback={null}`, around optional parts of the
 * frame): a page that throws or whose chunk does not load shows a message and a reload button
 * instead of leaving a white screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('page failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <PageLoadFailed /> : this.props.fallback;
  }
}
