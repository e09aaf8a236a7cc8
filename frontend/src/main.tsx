// The texts first: modules of the app may ask for a text as they load.
import './lib/i18n-files';
import { StrictMode, startTransition } from 'react';
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
      <App />
    </StrictMode>,
  ),
);
