import { RefreshCw } from 'lucide-react';
import { errorText } from '../lib/api';
import { formatDate } from '../lib/dates';
import { cn } from '../lib/utils';
import { type CodeAdminNamespace, useCodeAdminTexts } from './code-admin-texts';
import type { MutateCallbacks } from './code-forms';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { NativeSelect } from './ui/input';
import { Label } from './ui/label';
import { TableCell } from './ui/table';
import { toast } from './ui/toast';

// The list parts of the admin code tabs (access codes, ring codes), in the wording of the tab's
// namespace `ns` (keys: code-admin-texts.ts).

/** The header button: one new random code, shown in a toast. */
export function GenerateCodeButton({
  ns,
  disabled = false,
  pending,
  generate,
}: {
  ns: CodeAdminNamespace;
  disabled?: boolean;
  pending: boolean;
  generate: (callbacks: MutateCallbacks<{ code: string }>) => void;
}) {
  const { t, text } = useCodeAdminTexts(ns);
  return (
    <Button
      className="max-sm:w-full"
      disabled={disabled || pending}
      onClick={() =>
        generate({
          onSuccess: (code) => toast({ title: text('generated'), description: code.code }),
          onError: (error) =>
            toast({ variant: 'destructive', title: t('common:error'), description: errorText(error) }),
        })
      }
    >
      <RefreshCw className="h-4 w-4" aria-hidden />
      {text('generate')}
    </Button>
  );
}

/** All, available or used; a change starts the list at page 1 (the caller's `onChange`). */
export function CodeStatusFilter<Status extends 'all' | 'available' | 'used'>({
  ns,
  id,
  className,
  value,
  options,
  onChange,
}: {
  ns: CodeAdminNamespace;
  id: string;
  className: string;
  value: Status;
  options: readonly Status[];
  onChange: (status: Status) => void;
}) {
  const { text } = useCodeAdminTexts(ns);
  return (
    <div className={className}>
      <Label htmlFor={id} className="sr-only">
        {text('statusFilter')}
      </Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Status)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(`filter.${option}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The code itself, large and monospaced. */
export function CodeCell({ ns, code }: { ns: CodeAdminNamespace; code: string }) {
  const { text } = useCodeAdminTexts(ns);
  return (
    <TableCell
      dense
      label={text('code')}
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
  ns: CodeAdminNamespace;
  code: { isUsed: boolean; username: string | null; createdAt: string };
}) {
  const { text } = useCodeAdminTexts(ns);
  return (
    <>
      <TableCell dense label={text('status')}>
        <Badge
          className={cn(code.isUsed ? 'bg-stone-200 text-stone-700' : 'bg-emerald-100 text-emerald-800')}
        >
          {code.isUsed ? text('used') : text('available')}
        </Badge>
      </TableCell>
      <TableCell dense label={text('user')}>
        <span className="break-all">{code.username ?? '—'}</span>
      </TableCell>
      <TableCell dense label={text('created')} className="text-stone-600 tabular-nums">
        <time dateTime={code.createdAt}>{formatDate(code.createdAt)}</time>
      </TableCell>
    </>
  );
}
