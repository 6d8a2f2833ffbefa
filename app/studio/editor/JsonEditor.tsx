// The JSON editor: CodeMirror 6 with the schema completion, the findings as inline marks at
// their JSON pointers, search, history and the usual keys; Mod-s saves. The parent owns the
// text: it replaces it (a widget added, a version chosen) through the handle.
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
  defaultHighlightStyle,
} from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorSelection, EditorState } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

export interface JsonEditorHandle {
  setText(text: string): void;
  select(from: number, to: number): void;
  focus(): void;
}

export interface JsonEditorProps {
  initialText: string;
  label: string;
  readOnly: boolean;
  diagnostics: readonly Diagnostic[];
  completion: CompletionSource;
  onChange(text: string): void;
  onCursor(offset: number): void;
  onSave(): void;
}

const theme = EditorView.theme({
  '&': {
    height: '100%',
    backgroundColor: 'var(--st-surface)',
    color: 'var(--st-text)',
    fontSize: '13px',
  },
  '.cm-scroller': { fontFamily: 'var(--st-mono)', lineHeight: '1.5' },
  '.cm-gutters': {
    backgroundColor: 'var(--st-surface-2)',
    color: 'var(--st-muted)',
    borderInlineEnd: '1px solid var(--st-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'rgb(127 127 127 / 0.08)' },
  '&.cm-focused': { outline: '2px solid var(--st-focus)', outlineOffset: '-2px' },
  '.cm-tooltip': {
    backgroundColor: 'var(--st-surface)',
    color: 'var(--st-text)',
    border: '1px solid var(--st-border)',
  },
});

export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(
  function JsonEditor(props, ref) {
    const host = useRef<HTMLDivElement>(null);
    const view = useRef<EditorView | null>(null);
    const latest = useRef(props);
    latest.current = props;

    useEffect(() => {
      const state = EditorState.create({
        doc: props.initialText,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          drawSelection(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          json(),
          lintGutter(),
          autocompletion({
            override: [(ctx) => latest.current.completion(ctx)],
            activateOnTyping: true,
          }),
          keymap.of([
            { key: 'Mod-s', preventDefault: true, run: () => (latest.current.onSave(), true) },
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...foldKeymap,
            ...completionKeymap,
            ...lintKeymap,
            indentWithTab,
          ]),
          EditorState.readOnly.of(props.readOnly),
          // tabindex: a focusable element inside the scroller, also for assistive tools that do not
          // count contenteditable as one.
          EditorView.contentAttributes.of({ 'aria-label': props.label, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            if (update.selectionSet || update.docChanged)
              latest.current.onCursor(update.state.selection.main.head);
          }),
          theme,
        ],
      });
      // Inside a shadow root: CodeMirror then adds its styles as constructed style sheets, which
      // the page's CSP (style-src 'self', no inline <style>) allows; in the document itself it
      // would add a <style> element, which that CSP refuses.
      const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
      const parent = document.createElement('div');
      parent.style.height = '100%';
      shadow.replaceChildren(parent);
      view.current = new EditorView({ state, parent, root: shadow });
      return () => {
        view.current?.destroy();
        view.current = null;
      };
      // The editor is created once per document; text changes go through the handle.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [props.readOnly]);

    useEffect(() => {
      const v = view.current;
      if (v) v.dispatch(setDiagnostics(v.state, [...props.diagnostics]));
    }, [props.diagnostics]);

    useImperativeHandle(ref, () => ({
      setText(text) {
        const v = view.current;
        if (!v || v.state.doc.toString() === text) return;
        v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
      },
      select(from, to) {
        const v = view.current;
        if (!v) return;
        const end = Math.min(to, v.state.doc.length);
        v.dispatch({
          selection: EditorSelection.single(Math.min(from, end), end),
          effects: EditorView.scrollIntoView(from, { y: 'center' }),
        });
      },
      focus() {
        view.current?.focus();
      },
    }));

    return <div className="studio-code" ref={host} data-testid="json-editor" />;
  },
);
