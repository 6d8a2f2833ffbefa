import { useMemo, useState, type ReactNode } from 'react';
import type { PreparedNode, RuleContext } from '../../runtime/render';
import {
  fillText,
  showValue,
  whyHiddenSentence,
  type HiddenExplanation,
  type PreviewTexts,
} from './protocol';
import { explainHidden } from './whyHidden';

interface HiddenOutlineProps {
  node: PreparedNode;
  context: RuleContext | null;
  texts: PreviewTexts;
  onExplain: (explanation: HiddenExplanation) => void;
}

/** A widget its visibleIf hides, drawn as a dashed box; a click says which values hid it. */
export function HiddenOutline({ node, context, texts, onExplain }: HiddenOutlineProps): ReactNode {
  const [open, setOpen] = useState(false);
  const explanation = useMemo(
    () => explainHidden(node.widget, node.path, node.rule!, context),
    [node, context],
  );
  return (
    <div className="studio-hidden" data-studio-hidden={node.widget} data-path={node.path}>
      <button
        type="button"
        className="studio-hidden__label"
        aria-expanded={open}
        aria-label={fillText(texts.outline, { widget: node.widget })}
        onClick={() => {
          setOpen(!open);
          onExplain(explanation);
        }}
      >
        {node.widget}
      </button>
      {open ? (
        <div className="studio-hidden__why" role="note">
          <p className="studio-hidden__because">{whyHiddenSentence(explanation, texts)}</p>
          <p>
            {texts.rule}: <code>{JSON.stringify(explanation.rule)}</code>
          </p>
          <ul>
            {Object.entries(explanation.values).map(([name, value]) => (
              <li key={name}>
                <code>{name}</code> = <code>{showValue(value)}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
