import { useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useTranslation } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/utils';
import { useUserSuggestions } from '../api/audit';

export interface SelectedUser {
  id: number;
  name: string;
}

/** A search box listing matching accounts; picking one filters the trail by that user. */
export function UserPicker({ onPick }: { onPick: (user: SelectedUser) => void }) {
  const { t } = useTranslation('audit');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const suggestions = useUserSuggestions(term);
  const matches = term ? (suggestions.data?.items ?? []) : [];
  return (
    <div className="relative w-full sm:w-72">
      <Label htmlFor="audit-user-filter" className="sr-only">
        {t('userFilter')}
      </Label>
      <Input
        id="audit-user-filter"
        type="search"
        autoComplete="off"
        value={search}
        placeholder={t('userFilter')}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setSearch('');
          // A number is taken as a user id.
          const id = Number(search.trim());
          if (event.key === 'Enter' && Number.isInteger(id) && id > 0) onPick({ id, name: `#${id}` });
        }}
      />
      {matches.length > 0 && (
        <ul className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg">
          {matches.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start justify-center rounded-lg px-3 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                onClick={() => {
                  setSearch('');
                  onPick({ id: user.id, name: user.username });
                }}
              >
                <span className="font-medium">{user.username}</span>
                <span className="text-xs text-stone-500">{user.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
