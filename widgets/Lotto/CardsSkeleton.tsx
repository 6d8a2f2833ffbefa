import { useTranslation } from '../../runtime/i18n';

/** Three cards of the size a lotto list's items will take while they load. */
export function CardsSkeleton({ listClass, cardClass }: { listClass: string; cardClass: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('lotto:loading')}</span>
      <ul className={listClass} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <div className={`${cardClass} lotto-skeleton shimmer`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
