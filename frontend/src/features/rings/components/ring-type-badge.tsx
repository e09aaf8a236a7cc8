import type { RingType } from '@et/contracts/rings';
import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { badgeClassOf, ringTypeName } from '../ring-look';

/** A ring type's name on its colour (gold, silver, original, space, other grey). */
export function RingTypeBadge({
  type,
  types,
  className,
}: {
  /** The ring type's code. */
  type: string;
  types: readonly RingType[] | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation('rings');
  return (
    <Badge className={cn(badgeClassOf(type), className)} data-type={type}>
      {ringTypeName(type, types, i18n.language ?? 'de', (kind) => t(`types.${kind}`))}
    </Badge>
  );
}
