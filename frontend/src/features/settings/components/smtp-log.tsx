import { formatTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useSmtpLog } from '../../../lib/live';
import { cn } from '../../../lib/utils';

const stageColour = {
  connecting: 'text-stone-300',
  connected: 'text-sky-300',
  authenticating: 'text-stone-300',
  authenticated: 'text-emerald-300',
  error: 'text-red-300',
} as const;

/** The live connection log: `smtp_status` messages from /ws while verifying or sending. */
export function SmtpLog() {
  const { t } = useTranslation('settings');
  const log = useSmtpLog();
  return (
    <section aria-label={t('connectionLog')} className="space-y-2">
      <h3 className="text-sm font-semibold text-stone-700">{t('connectionLog')}</h3>
      <ol
        aria-live="polite"
        className="max-h-56 min-h-16 space-y-1 overflow-y-auto rounded-lg bg-stone-900 p-3 font-mono text-xs text-stone-100"
      >
        {log.length === 0 ? (
          <li className="text-stone-400">{t('connectionLogEmpty')}</li>
        ) : (
          log.map((entry) => (
            <li key={entry.seq} className="break-words">
              <span className="text-stone-400">{formatTime(entry.timestamp)}</span>{' '}
              <span className={cn('font-semibold', stageColour[entry.stage])}>
                {t(`stage.${entry.stage}`)}
              </span>{' '}
              {entry.message}
            </li>
          ))
        )}
      </ol>
    </section>
  );
}
