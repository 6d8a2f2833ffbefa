// The preview with its switches: brand, language (RTL included), viewport, rule-context preset
// and site flags. The editor and the brand book editor place it beside their document.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type {
  HiddenExplanation,
  PreviewContext,
  PreviewRenderMessage,
  PreviewUser,
} from '../../preview/protocol';
import { useT } from '../studioTexts';
import { BRAND_LANGUAGES } from './brandHosts';
import { PreviewFrame } from './PreviewFrame';
import { SITE_FLAGS } from './siteFlags';
import { PREVIEW_VIEWPORTS, type PreviewViewport } from './viewports';
import { DeskChoice } from '../desk/Desk';

export const PREVIEW_PRESETS = ['guest', 'signed-in', 'banned', 'maintenance'] as const;
export type PreviewPreset = (typeof PREVIEW_PRESETS)[number];

export function contextOf(
  preset: PreviewPreset,
  flags: Record<string, boolean> = {},
): PreviewContext {
  const user: PreviewUser = preset === 'maintenance' ? 'guest' : preset;
  return { user, maintenance: preset === 'maintenance', flags };
}

export interface PreviewPanelProps {
  brand: string;
  /** Brands the operator may switch to (a partner: its own). */
  brands: readonly string[];
  page?: unknown;
  brandBook?: PreviewRenderMessage['brandBook'];
  path?: string;
  initialLanguage?: string;
  onWhyHidden?: (explanation: HiddenExplanation) => void;
}

const FLAG_CHOICES = ['config', 'on', 'off'] as const;
type FlagChoice = (typeof FLAG_CHOICES)[number];

export function PreviewPanel(props: PreviewPanelProps): ReactNode {
  const t = useT();
  const [brand, setBrand] = useState(props.brand);
  useEffect(() => setBrand(props.brand), [props.brand]); // the studio header's brand switch
  const languages = BRAND_LANGUAGES[brand] ?? ['en'];
  const [lngWish, setLng] = useState(props.initialLanguage ?? languages[0] ?? 'en');
  const lng = languages.includes(lngWish) ? lngWish : (languages[0] ?? 'en');
  const [viewport, setViewport] = useState<PreviewViewport>(1366);
  const [preset, setPreset] = useState<PreviewPreset>('guest');
  const [flagChoices, setFlagChoices] = useState<Record<string, FlagChoice>>({});
  const flags: Record<string, boolean> = {};
  for (const [flag, choice] of Object.entries(flagChoices)) {
    if (choice !== 'config') flags[flag] = choice === 'on';
  }
  const flagsKey = JSON.stringify(flags);
  // One context object per choice, so the frame re-renders only when a choice changes.
  const context = useMemo(
    () => contextOf(preset, JSON.parse(flagsKey) as Record<string, boolean>),
    [preset, flagsKey],
  );

  return (
    <section className="studio-preview-panel" aria-label={t('preview.title')}>
      <div className="studio-preview__switches">
        <DeskChoice
          plain
          label={t('preview.brand')}
          value={brand}
          onChange={setBrand}
          options={props.brands.map((b) => ({ value: b, text: b }))}
        />
        <DeskChoice
          plain
          label={t('preview.language')}
          value={lng}
          onChange={setLng}
          options={languages.map((l) => ({ value: l, text: t(`language.${l}`) }))}
        />
        <DeskChoice
          plain
          label={t('preview.viewport')}
          value={String(viewport)}
          onChange={(v) => setViewport(v === 'mobile' ? 'mobile' : (Number(v) as PreviewViewport))}
          options={PREVIEW_VIEWPORTS.map((v) => ({
            value: String(v),
            text: v === 'mobile' ? t('preview.viewport.mobile') : `${v}px`,
          }))}
        />
        <DeskChoice
          plain
          label={t('preview.context')}
          value={preset}
          onChange={setPreset}
          options={PREVIEW_PRESETS.map((p) => ({ value: p, text: t(`preview.context.${p}`) }))}
        />
      </div>
      <details>
        <summary>{t('preview.flags')}</summary>
        <div className="studio-preview__flags">
          {SITE_FLAGS.map((flag) => (
            <DeskChoice
              key={flag}
              plain
              label={<code>{flag}</code>}
              words="preview.flag"
              values={FLAG_CHOICES}
              value={flagChoices[flag] ?? 'config'}
              onChange={(choice) => setFlagChoices({ ...flagChoices, [flag]: choice })}
            />
          ))}
        </div>
      </details>
      <PreviewFrame
        brand={brand}
        lng={lng}
        viewport={viewport}
        context={context}
        page={props.page}
        brandBook={props.brandBook}
        path={props.path}
        onWhyHidden={props.onWhyHidden}
      />
    </section>
  );
}
