// The live preview: a site page of the chosen brand and language, in a frame of the chosen
// viewport scaled to fit, in preview mode (app/preview/): the draft page rendered by the real
// runtime under the chosen rule context, hidden widgets outlined with why they are hidden.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  PREVIEW_QUERY,
  whyHiddenSentence,
  type HiddenExplanation,
  type PreviewContext,
  type PreviewFrameMessage,
  type PreviewRenderMessage,
  type PreviewTexts,
} from '../../preview/protocol';
import { useT, type StudioT } from '../studioTexts';
import { brandOrigin } from './brandHosts';
import { viewportSize, type PreviewViewport } from './viewports';
import './preview.css';

export interface PreviewFrameProps {
  brand: string;
  lng: string;
  viewport: PreviewViewport;
  context: PreviewContext;
  /** A page document to render in place of the route's page (as typed, unsaved). */
  page?: unknown;
  /** A brand book draft's entries, shown over the brand's stylesheet. */
  brandBook?: PreviewRenderMessage['brandBook'];
  /** The route's path under /{lng}/ ('' is home). */
  path?: string;
  onWhyHidden?: (explanation: HiddenExplanation) => void;
}

/** The frame's words as templates: the placeholders are filled in the frame. */
export function previewTexts(t: StudioT): PreviewTexts {
  return {
    hiddenBecause: t('preview.hiddenBecause', { reasons: '{{reasons}}' }),
    variableIs: t('preview.variableIs', { name: '{{name}}', value: '{{value}}' }),
    rule: t('preview.rule'),
    outline: t('preview.outline', { widget: '{{widget}}' }),
  };
}

export function PreviewFrame(props: PreviewFrameProps): ReactNode {
  const t = useT();
  const { brand, lng, viewport, context, page, brandBook, path = '', onWhyHidden } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [why, setWhy] = useState<HiddenExplanation | null>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const { origin, sameOrigin } = brandOrigin(brand);
  const src = `${origin}/${lng}/${path.replace(/^\/+/, '')}?${PREVIEW_QUERY}`;
  const size = viewportSize(viewport);
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / size.width) : 1;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    setReady(false);
    setWhy(null);
  }, [src]);

  const send = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const message: PreviewRenderMessage = {
      type: 'studio:render',
      ...(page === undefined ? {} : { page }),
      ...(brandBook === undefined ? {} : { brandBook }),
      context,
      texts: previewTexts(t),
    };
    target.postMessage(message, location.origin);
  }, [page, brandBook, context, t]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as PreviewFrameMessage;
      if (message?.type === 'studio:ready') setReady(true);
      else if (message?.type === 'studio:rendered') setProblem(message.problem);
      else if (message?.type === 'studio:why-hidden') {
        setWhy(message.explanation);
        onWhyHidden?.(message.explanation);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onWhyHidden]);

  useEffect(() => {
    if (ready) send();
  }, [ready, send]);

  if (!sameOrigin) {
    return (
      <div className="studio-preview studio-preview--elsewhere" role="status">
        <p>{t('preview.otherHost', { brand })}</p>
        <a href={`${origin}/studio/`} target="_blank" rel="noopener">
          {t('preview.openOtherHost', { host: new URL(origin).host })}
        </a>
      </div>
    );
  }

  return (
    <div className="studio-preview">
      <div
        ref={box}
        className="studio-preview__box"
        style={{ height: Math.ceil(size.height * scale) }}
        dir="ltr"
      >
        <iframe
          ref={frame}
          className="studio-preview__frame"
          title={t('preview.frameTitle', { brand, lng })}
          src={src}
          width={size.width}
          height={size.height}
          style={{ transform: `scale(${scale})` }}
          data-ready={ready ? 'true' : 'false'}
        />
      </div>
      <p className="studio-muted studio-preview__scale">
        {t('preview.scale', {
          width: size.width,
          percent: Math.round(scale * 100),
        })}
      </p>
      {problem ? (
        <p className="studio-preview__problem" role="alert">
          {t('preview.problem', { problem })}
        </p>
      ) : null}
      {why ? (
        <p className="studio-preview__why" role="status">
          <strong>{why.widget}</strong>: {whyHiddenSentence(why, previewTexts(t))}
        </p>
      ) : null}
    </div>
  );
}
