// i18next first, then the first page's code and texts are asked for while the rest evaluates.
import './lib/i18n';
import './app/first-page-code';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstPage } from './app/first-page-data';
import { liveRules } from './app/live-registry';
import { LiveRulesContext } from './lib/refresh';
import './index.css';

prefetchFirstPage();

// A transition: React renders the first page in slices and lets the browser in between (long
// startup tasks made the page slow to answer on a phone: Lighthouse's blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      {/* Nothing until the frame's texts are there (they come with the first page's code). */}
      <Suspense fallback={null}>
        {/* What a change made here makes stale beyond its own feature (useRefreshAfter). */}
        <LiveRulesContext value={liveRules}>
          <App />
        </LiveRulesContext>
      </Suspense>
    </StrictMode>,
  ),
);
