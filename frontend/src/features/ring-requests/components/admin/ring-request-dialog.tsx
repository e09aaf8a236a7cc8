import { normalizeCode } from '@et/contracts/limits';
import type { RingCodeRequest, RingRequestStatus } from '@et/contracts/ring-requests';
import { Send, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BusyIcon } from '../../../../components/ui/busy-icon';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input, NativeSelect } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { ApiError, errorText } from '../../../../lib/api';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { useFreeRingCodes, useUpdateRingRequest } from '../../api/ring-requests';

const statuses: RingRequestStatus[] = ['pending', 'approved', 'rejected'];

interface Props {
  request: RingCodeRequest | null;
  onClose: () => void;
  /** The request as the server answered after a change. */
  onChanged: (request: RingCodeRequest) => void;
  onDelete: (request: RingCodeRequest) => void;
}

/** A request's details; its status saves on selection; the answer goes with "Senden und speichern". */
export function RingRequestDialog({ request, onClose, onChanged, onDelete }: Props) {
  const { t } = useTranslation('ring-requests');
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && (
        <DialogContent
          title={t('admin.dialogTitle', { id: request.id })}
          description={t('admin.dialogDescription', {
            name: request.name,
            date: formatDate(request.createdAt),
          })}
          className="max-w-xl"
        >
          <RequestDetails
            key={request.id}
            request={request}
            onChanged={onChanged}
            onDelete={onDelete}
            onClose={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RequestDetails({
  request,
  onChanged,
  onDelete,
  onClose,
}: Omit<Props, 'request'> & { request: RingCodeRequest }) {
  const { t } = useTranslation('ring-requests');
  const id = useId();
  const update = useUpdateRingRequest();
  const [code, setCode] = useState(request.assignedCode ?? '');
  const [response, setResponse] = useState('');
  const [errors, setErrors] = useState<{ assignedCode?: string; responseMessage?: string }>({});
  const freeCodes = useFreeRingCodes(code.length < 6 ? code : '', true);

  const failed = (error: unknown) => {
    if (error instanceof ApiError) setErrors(error.fieldErrors);
    toast({
      variant: 'destructive',
      title: t('admin.updateFailed'),
      description: errorText(error, t('admin.updateFailed')),
    });
  };

  // Spec 4: each selection saves at once.
  const saveStatus = (status: RingRequestStatus) =>
    update.mutate(
      { id: request.id, patch: { status } },
      {
        onSuccess: (saved) => {
          onChanged(saved);
          toast({ title: t('admin.statusSaved') });
        },
        onError: failed,
      },
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!response.trim()) {
      setErrors({ responseMessage: t('admin.responseNeeded') });
      return;
    }
    update.mutate(
      {
        id: request.id,
        patch: { status: request.status, assignedCode: code || null, responseMessage: response },
      },
      {
        onSuccess: (saved) => {
          onChanged(saved);
          toast({ title: t('admin.answered'), description: t('admin.answeredText') });
          onClose();
        },
        onError: failed,
      },
    );
  };

  const rows: Array<[string, string]> = [
    [t('email'), request.email],
    [t('orderNumber'), request.orderNumber ?? t('admin.noValue')],
    [t('admin.account'), request.userId === null ? t('admin.withoutAccount') : t('admin.withAccount')],
    [t('admin.language'), request.language === 'en' ? 'English' : 'Deutsch'],
  ];

  return (
    <form onSubmit={send} className="space-y-4" noValidate>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-500">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-1">
        <p className="text-sm font-medium text-stone-500">{t('notes')}</p>
        <p
          className="rounded-lg bg-stone-50 p-3 text-sm whitespace-pre-wrap break-words"
          data-testid="ring-request-notes"
        >
          {request.notes ?? t('admin.noValue')}
        </p>
      </div>
      {request.responseMessage && request.answeredAt && (
        <div className="space-y-1">
          <p className="text-sm font-medium text-stone-500">
            {t('admin.lastAnswer', { date: formatDateTime(request.answeredAt) })}
          </p>
          <p className="rounded-lg border border-stone-200 p-3 text-sm whitespace-pre-wrap break-words">
            {request.responseMessage}
          </p>
        </div>
      )}
      <Field label={t('admin.statusFilter')}>
        <NativeSelect
          value={request.status}
          disabled={update.isPending}
          onChange={(event) => saveStatus(event.target.value as RingRequestStatus)}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`admin.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('admin.assignedCode')} error={errors.assignedCode} hint={t('admin.codeHint')}>
        <Input
          value={code}
          list={`${id}-codes`}
          placeholder={t('admin.codePlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-widest uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
          onChange={(event) => setCode(normalizeCode(event.target.value).slice(0, 6))}
        />
      </Field>
      <datalist id={`${id}-codes`} aria-label={t('admin.freeCodes')}>
        {(freeCodes.data ?? []).map((free) => (
          <option key={free.code} value={free.code}>
            {free.type}
          </option>
        ))}
      </datalist>
      <Field label={t('admin.responseMessage')} error={errors.responseMessage}>
        <Textarea
          value={response}
          rows={5}
          placeholder={t('admin.responsePlaceholder')}
          onChange={(event) => setResponse(event.target.value)}
        />
      </Field>
      <DialogFooter className="sm:justify-between">
        <Button variant="secondary" className="text-red-700" onClick={() => onDelete(request)}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('admin.delete')}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          <BusyIcon busy={update.isPending} icon={Send} />
          {t('admin.sendAndSave')}
        </Button>
      </DialogFooter>
    </form>
  );
}
