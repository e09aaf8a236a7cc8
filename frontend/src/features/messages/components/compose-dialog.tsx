import { sendMessageBody, type User } from '@et/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api';
import { applyServerErrors, formMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { useSendMessage } from '../api/messages';
import { useRecipients } from '../api/recipients';

/**
 * Admins write to a user (design reading 15): from the users tab with the recipient chosen, or
 * from the compose view of /messages, where they pick one.
 */
export function ComposeDialog({
  open,
  onClose,
  recipient,
}: {
  open: boolean;
  onClose: () => void;
  recipient?: Pick<User, 'id' | 'username'>;
}) {
  const { t } = useTranslation('messages');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={t('compose.title')}
        description={recipient ? t('compose.to', { username: recipient.username }) : undefined}
      >
        {/* Mounted per opening: each starts empty. */}
        {open && <ComposeForm recipient={recipient} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ComposeForm({
  recipient,
  onDone,
}: {
  recipient?: Pick<User, 'id' | 'username'>;
  onDone: () => void;
}) {
  const { t } = useTranslation('messages');
  const send = useSendMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(sendMessageBody),
    defaultValues: { userId: recipient?.id ?? 0, subject: '', content: '' },
  });
  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t('compose.sent') });
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        toast({ variant: 'destructive', title: t('compose.failed'), description: errorText(error) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('compose.title')}>
      {!recipient && (
        <Controller
          control={control}
          name="userId"
          render={({ field }) => (
            <RecipientPicker
              value={field.value}
              onChange={field.onChange}
              error={formMessage(errors.userId?.message)}
            />
          )}
        />
      )}
      <Field label={t('compose.subject')} error={formMessage(errors.subject?.message)}>
        <Input {...register('subject')} autoComplete="off" autoFocus={!!recipient} maxLength={200} />
      </Field>
      <Field label={t('compose.content')} error={formMessage(errors.content?.message)}>
        <Textarea {...register('content')} rows={7} />
      </Field>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          <BusyIcon busy={send.isPending} icon={Send} />
          {t('compose.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A search over the accounts (on the server) and a choice among the matches. */
function RecipientPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('messages');
  const [search, setSearch] = useState('');
  const users = useRecipients(search.trim());
  const matches = users.data?.items ?? [];
  return (
    <div className="space-y-2">
      <Field label={t('compose.search')}>
        <Input
          type="search"
          value={search}
          autoFocus
          autoComplete="off"
          placeholder={t('compose.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <Field label={t('compose.recipient')} error={error}>
        <NativeSelect value={value || ''} onChange={(event) => onChange(Number(event.target.value))}>
          <option value="">{matches.length ? t('compose.choose') : t('compose.noMatches')}</option>
          {matches.map((user) => (
            <option key={user.id} value={user.id}>
              {user.username}
              {user.email ? ` (${user.email})` : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
