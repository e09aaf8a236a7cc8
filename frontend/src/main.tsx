// The texts first: i18next starts loading the frame's texts while the rest of the app loads.
import './lib/i18n';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchDashboard } from './app/dashboard-prefetch';
import './index.css';

prefetchDashboard();

// A transition: React renders the first page in slices and lets the browser in between (long
// startup tasks made the page slow to answer on a phone: Lighthouse's blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      {/* Nothing until the frame's texts are there (they come with the first page's code). */}
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  ),
);
