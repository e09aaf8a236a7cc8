import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api';
import { formatDate } from '../lib/dates';
import { cn } from '../lib/utils';
import type { MutateCallbacks } from './code-forms';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { NativeSelect } from './ui/input';
import { Label } from './ui/label';
import { TableCell } from './ui/table';
import { toast } from './ui/toast';

/*
 * The list parts of the admin code tabs (access codes, ring codes). `ns` is the tab's translation
 * namespace; it holds the same keys for both: generate, generated, statusFilter, filter.*, code,
 * status, user, created, used, available.
 */

/** The header button: one new random code, shown in a toast. */
export function GenerateCodeButton({
  ns,
  disabled = false,
  pending,
  generate,
}: {
  ns: string;
  disabled?: boolean;
  pending: boolean;
  generate: (callbacks: MutateCallbacks<{ code: string }>) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <Button
      className="max-sm:w-full"
      disabled={disabled || pending}
      onClick={() =>
        generate({
          onSuccess: (code) => toast({ title: t('generated'), description: code.code }),
          onError: (error) =>
            toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) }),
        })
      }
    >
      <RefreshCw className="h-4 w-4" aria-hidden />
      {t('generate')}
    </Button>
  );
}

/** All, available or used; a change starts the list at page 1 (the caller's `onChange`). */
export function CodeStatusFilter<Status extends string>({
  ns,
  id,
  className,
  value,
  options,
  onChange,
}: {
  ns: string;
  id: string;
  className: string;
  value: Status;
  options: readonly Status[];
  onChange: (status: Status) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <div className={className}>
      <Label htmlFor={id} className="sr-only">
        {t('statusFilter')}
      </Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Status)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`filter.${option}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The code itself, large and monospaced. */
export function CodeCell({ ns, code }: { ns: string; code: string }) {
  const { t } = useTranslation(ns);
  return (
    <TableCell
      dense
      label={t('code')}
      className="font-mono text-base font-semibold tracking-widest max-md:before:font-sans max-md:before:tracking-normal"
    >
      {code}
    </TableCell>
  );
}

/** Status, who redeemed it and when it was made: three cells. */
export function CodeUsageCells({
  ns,
  code,
}: {
  ns: string;
  code: { isUsed: boolean; username: string | null; createdAt: string };
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <TableCell dense label={t('status')}>
        <Badge
          className={cn(code.isUsed ? 'bg-stone-200 text-stone-700' : 'bg-emerald-100 text-emerald-800')}
        >
          {code.isUsed ? t('used') : t('available')}
        </Badge>
      </TableCell>
      <TableCell dense label={t('user')}>
        <span className="break-all">{code.username ?? '—'}</span>
      </TableCell>
      <TableCell dense label={t('created')} className="text-stone-600 tabular-nums">
        <time dateTime={code.createdAt}>{formatDate(code.createdAt)}</time>
      </TableCell>
    </>
  );
}
