import type { AccessCode } from '@et/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import QrSheet from '../../../components/qr-sheet';
import { redeemUrl } from '../export';

/** One QR code per code (it opens the dashboard with the code filled in), the code below it. */
export default function PrintSheet({ codes, onClose }: { codes: AccessCode[]; onClose: () => void }) {
  const { t } = useTranslation('codes');
  const sheetCodes = useMemo(
    () => codes.map((code) => ({ code: code.code, url: redeemUrl(window.location.origin, code.code) })),
    [codes],
  );
  return (
    <QrSheet
      codes={sheetCodes}
      onClose={onClose}
      texts={{
        title: t('sheet.title', { count: codes.length }),
        hint: t('sheet.hint'),
        print: t('sheet.print'),
        failed: t('sheet.failed'),
        qrAlt: (code) => t('sheet.qrAlt', { code }),
      }}
    />
  );
}
