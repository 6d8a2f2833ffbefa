// The article tree (domain/articles) as React elements: text is always text, links go through
// the router (site paths) or open outside with noopener; no HTML string is ever injected.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BlockNode, InlineNode } from '../../../domain/articles/index';
import { localizedPath } from '../localizedPath';

export function ArticleBody({ nodes, lng }: { nodes: BlockNode[]; lng: string }) {
  return <>{nodes.map((node, i) => block(node, lng, i))}</>;
}

function block(node: BlockNode, lng: string, key: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      const Tag = `h${node.level}` as 'h2' | 'h3' | 'h4';
      return (
        <Tag key={key} id={node.id}>
          {inline(node.children, lng)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={key}>{inline(node.children, lng)}</p>;
    case 'list': {
      const items = node.items.map((item, i) => (
        <li key={i}>{item.map((b, j) => block(b, lng, j))}</li>
      ));
      return node.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'table':
      return (
        <div
          key={key}
          className="content-page__table"
          role="region"
          aria-label={plain(node.head[0] ?? [])}
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                {node.head.map((cell, i) => (
                  <th key={i} scope="col">
                    {inline(cell, lng)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{inline(cell, lng)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'image':
      return (
        <figure key={key} className="content-page__figure">
          <img src={node.src} alt={node.alt} loading="lazy" />
        </figure>
      );
    case 'callout':
      return (
        <aside key={key} className="content-page__callout" data-tone={node.tone}>
          {node.children.map((b, i) => block(b, lng, i))}
        </aside>
      );
    case 'quote':
      return <blockquote key={key}>{node.children.map((b, i) => block(b, lng, i))}</blockquote>;
    case 'rule':
      return <hr key={key} />;
  }
}

function inline(nodes: InlineNode[], lng: string): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{inline(node.children, lng)}</strong>;
      case 'em':
        return <em key={i}>{inline(node.children, lng)}</em>;
      case 'link':
        return node.internal ? (
          <Link key={i} to={localizedPath(lng, node.href)}>
            {inline(node.children, lng)}
          </Link>
        ) : (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children, lng)}
          </a>
        );
    }
  });
}

function plain(nodes: InlineNode[]): string {
  return nodes
    .map((n) => ('text' in n ? n.text : 'children' in n ? plain(n.children) : ''))
    .join('');
}
