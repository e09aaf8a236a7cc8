import type { Frequency } from '@et/contracts';
import {
  HANDOVER_CODE_LENGTH,
  handoverCodeAlphabet,
  isHandoverCode,
  normalizeHandoverCode,
} from '@et/contracts/handovers';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { useCodeFromUrl } from '../../../lib/code-from-url';
import { useTranslation } from '../../../lib/i18n';
import { useAcceptHandover, useHandoverPreview } from '../api/handovers';
import { HandoverPreviewCard, type RingLook } from './handover-preview';

/** What was typed, as far as it can be a code: separators dropped, at most 8 characters. */
const typedCode = (input: string) => normalizeHandoverCode(input).slice(0, HANDOVER_CODE_LENGTH);

/** Grouped while typed, as the giver sees it: `ABCD-EF`. */
const grouped = (code: string) => (code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

/**
 * /handover: the code from the link (`?code=…`, also after registering or logging in) or typed
 * (lower case, spaces and dashes are fine), what it hands over, and "Annehmen". The frequencies
 * and the rings' look come from the app (features do not import each other).
 */
export function HandoverPage({
  frequencies,
  ringLook,
}: {
  frequencies: readonly Frequency[];
  ringLook?: (ring: { ringType: string; name: string }) => RingLook;
}) {
  const { t } = useTranslation('handovers');
  const id = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const valid = isHandoverCode(code);
  const preview = useHandoverPreview(valid ? code : null);
  const accept = useAcceptHandover();

  useCodeFromUrl((urlCode) => setCode(typedCode(urlCode)));

  const take = () => {
    const kind = preview.data?.kind;
    accept.mutate(code, {
      onSuccess: () => {
        toast({ title: t(kind === 'ring' ? 'accept.done.ring' : 'accept.done.token') });
        navigate(kind === 'ring' ? '/dimension-rings' : '/');
      },
    });
  };

  // Said at once: a 0 or an O typed for another character is the usual slip.
  const strange = [...new Set(code)].filter((character) => !handoverCodeAlphabet.includes(character));
  const problem = strange.length
    ? t('code.strange', { characters: strange.join(' ') })
    : preview.isError
      ? errorText(preview.error)
      : null;

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Card className="space-y-2 p-4 sm:p-6">
        <Label htmlFor={`${id}-code`}>{t('code.label')}</Label>
        <Input
          id={`${id}-code`}
          value={grouped(code)}
          onChange={(event) => {
            setCode(typedCode(event.target.value));
            accept.reset();
          }}
          placeholder={t('code.placeholder')}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem !== null}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          className="font-mono text-xl tracking-[0.2em] uppercase placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:normal-case"
        />
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('code.hint')}
        </p>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </Card>
      {valid && preview.isLoading && (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
      {valid && preview.data && (
        <HandoverPreviewCard
          preview={preview.data}
          frequencies={frequencies}
          ringLook={ringLook}
          onAccept={take}
          pending={accept.isPending}
          error={accept.isError ? errorText(accept.error, t('accept.failed')) : null}
        />
      )}
    </div>
  );
}
