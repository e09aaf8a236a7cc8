import type { EnergyToken, Frequency } from '@et/contracts';
import { CODE_LENGTH, normalizeCode, redeemableCode } from '@et/contracts/limits';
import { Plus, Ticket } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorText, failureText } from '../../../lib/api';
import { useCodeFromUrl } from '../../../lib/code-from-url';
import { useTranslation } from '../../../lib/i18n';
import { useRedeemCode } from '../api/tokens';

// The frequency dialog opens after a code: its chunk loads when the field is first focused (or a
// link brings a code), not with the dashboard.
const loadPickDialog = () => import('./frequency-pick-dialog');
const FrequencyPickDialog = lazy(() => loadPickDialog().then((m) => ({ default: m.FrequencyPickDialog })));

/** A code of another kind the box takes too (a handover code): it is handed on, not redeemed. */
export interface OtherCode {
  /** Its length, after normalising (the field allows as many characters). */
  length: number;
  matches: (normalized: string) => boolean;
  open: (normalized: string) => void;
}

/**
 * Enter a token's 6-character code, then pick its frequency in a dialog. With `readFromUrl`,
 * a link like `/?code=AB12CD` fills the code in, opens the dialog and leaves the address clean.
 * The `plain` variant (inside the onboarding) says what went wrong beside the field instead of in
 * a toast, and hands the new token to `onRedeemed`. `otherCode` (the app's): a code of another
 * kind typed here goes there instead.
 */
export function CodeEntry({
  frequencies,
  readFromUrl = false,
  onPickOpenChange,
  variant = 'card',
  onRedeemed,
  otherCode,
}: {
  /** Undefined while loading. */
  frequencies: Frequency[] | undefined;
  readFromUrl?: boolean;
  /** Told whenever the frequency dialog opens or closes (and when a link's code was handled). */
  onPickOpenChange?: (open: boolean) => void;
  variant?: 'card' | 'plain';
  onRedeemed?: (token: EnergyToken) => void;
  otherCode?: OtherCode;
}) {
  const { t } = useTranslation('tokens');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);
  const inline = variant === 'plain';
  const fail = (title: string, description: string) =>
    inline ? setInlineError(description) : toast({ variant: 'destructive', title, description });
  const [pickOpen, setPickOpenState] = useState(false);
  // Mounted from its first opening on (so it can close with its animation).
  const [pickUsed, setPickUsed] = useState(false);
  if (pickOpen && !pickUsed) setPickUsed(true);
  const [frequencyId, setFrequencyId] = useState<number | null>(null);
  const redeem = useRedeemCode();
  const maxLength = Math.max(CODE_LENGTH, otherCode?.length ?? 0);
  const isOther = otherCode?.matches(code) ?? false;
  const complete = code.length === CODE_LENGTH || isOther;

  const setPickOpen = (open: boolean) => {
    setPickOpenState(open);
    onPickOpenChange?.(open);
  };

  useCodeFromUrl((urlCode) => {
    const normalized = normalizeCode(urlCode);
    setCode(normalized.slice(0, CODE_LENGTH));
    setPickOpen(redeemableCode.test(normalized));
  }, readFromUrl);

  const add = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (otherCode && isOther) {
      otherCode.open(code);
      return;
    }
    if (!redeemableCode.test(code)) {
      fail(t('codeEntry.invalidTitle'), t('codeEntry.invalidText'));
      return;
    }
    setInlineError(null);
    setPickOpen(true);
  };

  const create = () => {
    if (frequencyId === null) {
      toast({
        variant: 'destructive',
        title: t('codeEntry.frequencyMissingTitle'),
        description: t('codeEntry.frequencyMissingText'),
      });
      return;
    }
    redeem.mutate(
      { code, frequencyId },
      {
        onSuccess: ({ token, alreadyYours }) => {
          setPickOpen(false);
          setCode('');
          setFrequencyId(null);
          if (alreadyYours) toast({ title: t('codeEntry.alreadyYours', { name: token.name }) });
          else if (onRedeemed) onRedeemed(token);
          else toast({ title: t('codeEntry.created') });
        },
        onError: (error) => {
          // Which check failed stays unsaid (spec 8); only a throttle says when to try again, and
          // a call that reached no server says so.
          const throttled = error instanceof ApiError && error.status === 429;
          fail(
            t('codeEntry.failedTitle'),
            throttled ? errorText(error) : failureText(error, t('codeEntry.failedText')),
          );
          setPickOpen(false);
        },
      },
    );
  };

  const form = (
    <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <div className="min-w-0 flex-1 space-y-1.5 sm:max-w-xs">
        <Label htmlFor={inputId}>{t('codeEntry.label')}</Label>
        <Input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(normalizeCode(event.target.value).slice(0, maxLength));
            setInlineError(null);
          }}
          onFocus={() => void loadPickDialog()}
          onKeyDown={(event) => {
            // The button stays off until 6 characters, which blocks Enter too: say why instead.
            if (event.key === 'Enter' && !complete) add(event);
          }}
          placeholder={t('codeEntry.placeholder')}
          aria-describedby={inlineError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={inlineError !== null}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className="font-mono text-lg tracking-[0.3em] uppercase placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:normal-case"
        />
        {inlineError && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {inlineError}
          </p>
        )}
      </div>
      <Button type="submit" disabled={!complete || redeem.isPending}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('codeEntry.add')}
      </Button>
    </form>
  );

  const dialog = pickUsed && (
    <Suspense fallback={null}>
      <FrequencyPickDialog
        open={pickOpen}
        onOpenChange={setPickOpen}
        code={code}
        frequencies={frequencies}
        value={frequencyId}
        onChange={setFrequencyId}
        onSubmit={create}
        pending={redeem.isPending}
      />
    </Suspense>
  );

  if (variant === 'plain') {
    return (
      <div className="space-y-2">
        <p id={hintId} className="text-sm text-stone-600">
          {t('codeEntry.hint')}
        </p>
        {form}
        {dialog}
      </div>
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Ticket className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{t('codeEntry.title')}</h2>
          <p id={hintId} className="text-sm text-stone-600">
            {t('codeEntry.hint')}
          </p>
        </div>
      </div>
      {form}
      {dialog}
    </Card>
  );
}
