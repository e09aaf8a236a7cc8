import type { OpenHandover } from '@et/contracts/handovers';
import { Copy, Printer, QrCode, Share2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { printSheetCss } from '../../../components/print-sheet';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { type HandoverItem, useCancelHandover, useOfferHandover, useOpenHandover } from '../api/handovers';
import { HandoverQr } from './handover-qr';
import { canShare, shareLink } from './share';

// While the dialog is open, printing shows the dialog alone (as the code sheets do): everything
// else in <body> is hidden, and so are the buttons and the dialog's own title (its first child),
// which speaks to the giver; the sheet has a heading for whoever receives it.
const printCss = printSheetCss('15mm', ['> div:first-child']);

/** "Gültig bis 04.12.2026, 18:00 Uhr": the date as everywhere, the time to the minute. */
function useValidUntil() {
  const { t } = useTranslation('handovers');
  return (expiresAt: string) => {
    const end = new Date(expiresAt);
    const time = `${String(end.getHours()).padStart(2, '0')}:${String(end.getMinutes()).padStart(2, '0')}`;
    return t('validUntil', { date: formatDate(end), time });
  };
}

/** Before a code: what happens, whether to show one's name, and the button that makes the code. */
function OfferStep({ item, name }: { item: HandoverItem; name: string }) {
  const { t } = useTranslation('handovers');
  const switchId = useId();
  const [showName, setShowName] = useState(false);
  const offer = useOfferHandover(item);
  const create = () =>
    offer.mutate(showName, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('offer.failed'),
          description: errorText(error, t('offer.failed')),
        }),
    });
  return (
    <div className="space-y-5">
      <p className="text-stone-700">{t(`offer.text.${item.kind}`, { name })}</p>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 p-3">
        <div className="space-y-0.5">
          <Label htmlFor={switchId}>{t('offer.showName')}</Label>
          <p id={`${switchId}-hint`} className="text-sm text-stone-600">
            {t(`offer.showNameHint.${item.kind}`)}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={showName}
          onCheckedChange={setShowName}
          aria-describedby={`${switchId}-hint`}
          className="mt-1"
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('common:cancel')}</Button>
        </DialogClose>
        <Button onClick={create} disabled={offer.isPending} aria-busy={offer.isPending}>
          <BusyIcon busy={offer.isPending} icon={QrCode} />
          {t('offer.create')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** An open handover: QR code, the code to read aloud, until when, and share, print, cancel. */
function OpenStep({
  item,
  name,
  handover,
  onCancelled,
}: {
  item: HandoverItem;
  name: string;
  handover: OpenHandover;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('handovers');
  const validUntil = useValidUntil();
  const cancel = useCancelHandover(item);
  const sharing = canShare();

  const share = async () => {
    const result = await shareLink({
      title: t(`share.title.${item.kind}`),
      text: t(`share.text.${item.kind}`, { name, code: handover.code }),
      url: handover.url,
    });
    if (result === 'copied') toast({ title: t('share.copied') });
    if (result === 'failed') toast({ variant: 'destructive', title: t('share.failed') });
  };

  const stop = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('cancel.done') });
        onCancelled();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('cancel.failed'), description: errorText(error) }),
    });

  return (
    <div className="space-y-4">
      <style>{printCss}</style>
      <p className="text-stone-700 print:hidden">{t(`open.text.${item.kind}`)}</p>
      <div className="hidden space-y-2 print:block">
        <p className="text-2xl font-bold">{t(`share.title.${item.kind}`)}</p>
        <p className="text-lg">{t(`open.print.${item.kind}`, { name })}</p>
      </div>
      <div className="flex flex-col items-center gap-1 rounded-xl border border-stone-200 bg-stone-50/60 p-4 text-center print:border-0">
        <HandoverQr url={handover.url} alt={t('open.qrAlt')} className="w-52 max-w-full print:w-64" />
        <p className="text-sm text-stone-600">{t('open.code')}</p>
        <p
          className="font-mono text-3xl font-bold tracking-[0.15em] text-stone-900 tabular-nums"
          data-testid="handover-code"
        >
          {handover.code}
        </p>
        <p className="text-sm font-medium text-stone-700">{validUntil(handover.expiresAt)}</p>
        <p className="mt-1 text-xs break-all text-stone-500 select-all" data-testid="handover-link">
          {handover.url}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button onClick={() => void share()}>
          {sharing ? <Share2 className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {sharing ? t('open.share') : t('open.copy')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          {t('open.print.button')}
        </Button>
      </div>
      <Button
        variant="ghost"
        className="w-full text-red-700 hover:bg-red-50"
        onClick={stop}
        disabled={cancel.isPending}
        aria-busy={cancel.isPending}
      >
        <BusyIcon busy={cancel.isPending} icon={X} />
        {t('cancel.button')}
      </Button>
    </div>
  );
}

/** "Weitergeben": make a handover code for a token or ring, show it, share, print or cancel it. */
export function HandoverDialog({
  item,
  name,
  open,
  onOpenChange,
}: {
  item: HandoverItem;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('handovers');
  const handover = useOpenHandover(item);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(`title.${item.kind}`, { name })} className="print-sheet">
        {handover.isLoading ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : handover.data ? (
          <OpenStep
            item={item}
            name={name}
            handover={handover.data}
            onCancelled={() => onOpenChange(false)}
          />
        ) : (
          <OfferStep item={item} name={name} />
        )}
      </DialogContent>
    </Dialog>
  );
}
