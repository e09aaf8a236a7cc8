import type { RingTypeBody } from '@et/contracts/rings';
import { Badge } from '../../../../components/ui/badge';
import { useTranslation } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { badgeClassOf } from '../../ring-look';
import { RingImage } from '../ring-image';

/** How the ring type will look, in the language of the open tab. */
export function RingTypePreview({ values, language }: { values: RingTypeBody; language: 'de' | 'en' }) {
  const { t } = useTranslation('rings');
  const code = (values.code ?? '').trim().toLowerCase();
  const name = (language === 'de' ? values.nameDE : values.nameEN).trim();
  const description = (language === 'de' ? values.descriptionDE : values.descriptionEN).trim();
  return (
    <section
      aria-label={t('types.form.preview')}
      className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4 text-center"
    >
      <p className="mb-3 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {t('types.form.preview')}
      </p>
      <RingImage src={values.imageUrl} type={code} alt="" className="mx-auto w-28 drop-shadow" />
      <p className={cn('mt-3 font-semibold break-words', !name && 'text-stone-400')}>
        {name || t('types.form.previewName')}
      </p>
      {code && <Badge className={cn('mt-1', badgeClassOf(code))}>{code}</Badge>}
      {description && (
        <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-stone-600">{description}</p>
      )}
    </section>
  );
}
