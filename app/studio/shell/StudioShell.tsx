// The signed-in studio: who is signed in (login, role, brand), the brand being edited, the
// sections this operator may open, and the open section (a lazy chunk).
import {
  lazy,
  Suspense,
  useId,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { can, type OperatorIdentity } from '../../../domain/operators/roles';
import { STUDIO_BRANDS } from '../brands';
import { navigate, useStudioUrl, withQuery } from '../navigation';
import { STUDIO_SECTIONS, type StudioSection, type StudioSectionProps } from '../sections';
import { useT } from '../studioTexts';
import { LanguagePicker } from './LanguagePicker';
import { SectionBoundary } from './SectionBoundary';

const lazySections = new Map<string, LazyExoticComponent<ComponentType<StudioSectionProps>>>();

function sectionComponent(section: StudioSection) {
  let component = lazySections.get(section.id);
  if (!component) {
    component = lazy(section.load);
    lazySections.set(section.id, component);
  }
  return component;
}

export function StudioShell(props: {
  operator: OperatorIdentity;
  lng: string;
  onLanguage(lng: string): void;
  onSignOut(): void;
}) {
  const { operator } = props;
  const t = useT();
  const url = useStudioUrl();
  const brandSelectId = useId();
  const sections = useMemo(
    () => STUDIO_SECTIONS.filter((s) => can(operator, s.permission)),
    [operator],
  );
  const sectionId = /^\/studio\/([^/]+)/.exec(url.pathname)?.[1];
  const section = sections.find((s) => s.id === sectionId) ?? sections[0];
  // A partner works on its own brand only.
  const brands = operator.role === 'partner' && operator.brand ? [operator.brand] : STUDIO_BRANDS;
  const requestedBrand = url.searchParams.get('brand') ?? operator.brand ?? brands[0] ?? '';
  const brand = brands.includes(requestedBrand) ? requestedBrand : (brands[0] ?? '');
  const Section = section ? sectionComponent(section) : undefined;

  const open = (id: string) => navigate(`/studio/${id}?brand=${encodeURIComponent(brand)}`);

  return (
    <div className="studio-app">
      <a className="studio-skip" href="#studio-main">
        {t('app.skip')}
      </a>
      <header className="studio-header">
        <span className="studio-logo">{t('app.title')}</span>
        <span className="studio-field-inline">
          <label htmlFor={brandSelectId}>{t('app.brand')}</label>
          <select
            id={brandSelectId}
            value={brand}
            onChange={(e) => navigate(withQuery(url, { brand: e.target.value }))}
          >
            {brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </span>
        <span className="studio-header-spacer" />
        <LanguagePicker lng={props.lng} onChange={props.onLanguage} />
        <span className="studio-operator" data-testid="studio-operator">
          <strong>{operator.login}</strong>
          <span className="studio-badge">{t(`role.${operator.role}`)}</span>
          {operator.brand && (
            <span className="studio-badge subtle">
              {t('app.ownBrand', { brand: operator.brand })}
            </span>
          )}
        </span>
        <button type="button" className="studio-button" onClick={props.onSignOut}>
          {t('app.signOut')}
        </button>
      </header>
      <nav className="studio-nav" aria-label={t('app.sections')}>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`/studio/${s.id}?brand=${encodeURIComponent(brand)}`}
                aria-current={s.id === section?.id ? 'page' : undefined}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                  e.preventDefault();
                  open(s.id);
                }}
              >
                {t(s.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="studio-main" className="studio-main" tabIndex={-1}>
        {Section && section ? (
          <SectionBoundary key={section.id}>
            <Suspense
              fallback={
                <p className="studio-loading" role="status">
                  {t('app.loading')}
                </p>
              }
            >
              <Section operator={operator} brand={brand} brands={brands} />
            </Suspense>
          </SectionBoundary>
        ) : (
          <p className="studio-muted">{t('app.noSections')}</p>
        )}
      </main>
    </div>
  );
}
