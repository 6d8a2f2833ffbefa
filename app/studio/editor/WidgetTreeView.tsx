// The widget nodes of the open document as an outline; choosing one moves the editor there.
import type { KeyboardEvent } from 'react';
import type { Finding } from '../studioApi';
import { useT } from '../studioTexts';
import type { TreeNode } from './widgetTree';

/** Up and down arrows (Home, End) move between the tree's rows; Enter or Space opens one. */
function moveFocus(e: KeyboardEvent<HTMLUListElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="treeitem"]')];
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    e.key === 'ArrowDown'
      ? items[Math.min(at + 1, items.length - 1)]
      : e.key === 'ArrowUp'
        ? items[Math.max(at - 1, 0)]
        : e.key === 'Home'
          ? items[0]
          : e.key === 'End'
            ? items[items.length - 1]
            : undefined;
  if (!next) return;
  e.preventDefault();
  next.focus();
}

export function WidgetTreeView(props: {
  nodes: readonly TreeNode[];
  selected: string | undefined;
  findings: readonly Finding[];
  onSelect(pointer: string): void;
}) {
  const t = useT();
  if (props.nodes.length === 0) return <p className="studio-muted">{t('editor.noTree')}</p>;
  const hasFinding = (pointer: string) =>
    props.findings.some(
      (f) =>
        f.pointer === pointer ||
        f.pointer.startsWith(`${pointer}/props`) ||
        f.pointer === `${pointer}/widget`,
    );
  return (
    <ul className="studio-tree" role="tree" aria-label={t('editor.tree')} onKeyDown={moveFocus}>
      {props.nodes.map((node) => (
        <li key={node.pointer} role="none">
          <button
            type="button"
            role="treeitem"
            aria-selected={props.selected === node.pointer}
            aria-level={node.depth + 1}
            tabIndex={node.pointer === (props.selected ?? props.nodes[0]?.pointer) ? 0 : -1}
            style={{ paddingInlineStart: `${8 + node.depth * 14}px` }}
            data-pointer={node.pointer}
            onClick={() => props.onSelect(node.pointer)}
          >
            <span className="studio-tree-widget">{node.widget}</span>
            {node.key && <span className="studio-muted"> · {node.key}</span>}
            {node.slot && <span className="studio-tree-slot">{node.slot}</span>}
            {hasFinding(node.pointer) && (
              <span
                className="studio-tree-error"
                aria-label={t('editor.nodeHasErrors')}
                title={t('editor.nodeHasErrors')}
              >
                ●
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
