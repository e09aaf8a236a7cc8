import type { ReactNode } from 'react';
import { errorText } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { BusyIcon } from './ui/busy-icon';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogFooter } from './ui/dialog';
import { toast } from './ui/toast';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirmed action is running: the confirm button waits. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open to show it. */
  error?: string;
  /** More to read or fill in before confirming, e.g. what will be gone or a password. */
  children?: ReactNode;
}

/** "Are you sure?" with a destructive confirm button; Enter in a field inside confirms too. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  error,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onConfirm();
          }}
        >
          {children}
          {error && (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
              <BusyIcon busy={busy} />
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface ConfirmDeleteProps<T> {
  /** What is about to be deleted; null while nothing is. */
  item: T | null;
  onClose: () => void;
  title: string;
  text: (item: T) => string;
  /** The toast after the deletion. */
  deletedText: string;
  /** The title of the toast when the deletion fails; "Error" unless given. */
  failedText?: string;
  busy: boolean;
  /** Starts the deletion (a mutation's `mutate` with these callbacks). */
  remove: (
    item: T,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void;
}

/** An admin list's "delete this row?": a toast says how it went, and the dialog closes either way. */
export function ConfirmDelete<T>({
  item,
  onClose,
  title,
  text,
  deletedText,
  failedText,
  busy,
  remove,
}: ConfirmDeleteProps<T>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={item === null ? '' : text(item)}
      confirmLabel={t('delete')}
      busy={busy}
      onConfirm={() =>
        item !== null &&
        remove(item, {
          onSuccess: () => toast({ title: deletedText }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: failedText ?? t('error'),
              description: errorText(error, t('genericError')),
            }),
          onSettled: onClose,
        })
      }
    />
  );
}
