import type { User } from '@et/contracts';
import { lazy, Suspense, useState } from 'react';
import { UsersTab } from '../features/users/components/users-tab';

// The compose dialog brings the form library, zod and the contracts' schemas: loaded when an admin
// first writes to someone, not with the tab (it was most of /admin's longest task on a phone).
const ComposeDialog = lazy(() =>
  import('../features/messages/components/compose-dialog').then((m) => ({ default: m.ComposeDialog })),
);

/** The admin's users tab, where "Nachricht senden" opens the messages' compose dialog. */
export default function AdminUsersTab() {
  const [writeTo, setWriteTo] = useState<User | null>(null);
  // Mounted from its first opening on, so it can close with its animation.
  const [opened, setOpened] = useState(false);
  if (writeTo && !opened) setOpened(true);
  return (
    <>
      <UsersTab onWrite={setWriteTo} />
      {opened && (
        <Suspense fallback={null}>
          <ComposeDialog
            open={writeTo !== null}
            onClose={() => setWriteTo(null)}
            recipient={writeTo ?? undefined}
          />
        </Suspense>
      )}
    </>
  );
}
