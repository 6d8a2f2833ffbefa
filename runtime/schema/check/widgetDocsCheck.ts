// Every registered widget needs its catalogue words (widgets/<Name>/docs.ts): a description, a
// description of each prop, and at least one example whose props (and slot nodes) are valid
// against the props schemas. Pure: the docs come in as loaded values.
import type { WidgetDocs } from '../../render/types.ts';
import { formatSchemaErrors } from '../errorFormat.ts';
import { pointerJoin, type Finding } from '../finding.ts';
import { compileWidgetPropsValidators, type WidgetPropsSpec } from '../validators.ts';

/** A widget's docs module as loaded: its file and the value of `export const widgetDocs`. */
export interface LoadedWidgetDocs {
  file: string;
  docs: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

export const widgetDocsFile = (name: string, dir = 'widgets'): string => `${dir}/${name}/docs.ts`;

/** Findings about the widgets' docs; `docs` is keyed by widget name; `dir` holds the widgets. */
export function checkWidgetDocs(
  widgets: readonly WidgetPropsSpec[],
  docs: ReadonlyMap<string, LoadedWidgetDocs>,
  dir = 'widgets',
): Finding[] {
  const findings: Finding[] = [];
  const { validators } = compileWidgetPropsValidators(widgets);
  const registered = new Set(widgets.map((w) => w.name));
  for (const [name, loaded] of docs) {
    if (!registered.has(name)) {
      findings.push({
        file: loaded.file,
        pointer: '/widget',
        message: `names widget '${name}', which is not registered in widgets/catalog.ts`,
      });
    }
  }
  for (const w of widgets) {
    const loaded = docs.get(w.name);
    if (!loaded) {
      const file = widgetDocsFile(w.name, dir);
      findings.push({
        file,
        pointer: '',
        message: `widget ${w.name} has no description and examples: add ${file} exporting widgetDocs`,
      });
      continue;
    }
    findings.push(...checkOne(w, loaded, validators));
  }
  return findings;
}

function checkOne(
  w: WidgetPropsSpec,
  { file, docs }: LoadedWidgetDocs,
  validators: ReturnType<typeof compileWidgetPropsValidators>['validators'],
): Finding[] {
  const out: Finding[] = [];
  const at = (pointer: string, message: string) => out.push({ file, pointer, message });
  if (!isObject(docs)) {
    at('', `widget ${w.name}: widgetDocs must be an object with description, props and examples`);
    return out;
  }
  const d = docs as Partial<WidgetDocs>;
  if (!isText(d.description)) at('/description', `widget ${w.name} has no description`);
  const properties = isObject(w.propsSchema.properties) ? w.propsSchema.properties : {};
  const described = isObject(d.props) ? d.props : {};
  for (const [prop, schema] of Object.entries(properties)) {
    const own = isObject(schema) ? schema.description : undefined;
    if (!isText(described[prop]) && !isText(own)) {
      at(pointerJoin('/props', prop), `widget ${w.name}: prop '${prop}' has no description`);
    }
  }
  for (const prop of Object.keys(described)) {
    if (!(prop in properties)) {
      at(pointerJoin('/props', prop), `widget ${w.name} has no prop '${prop}' to describe`);
    }
  }
  if (!Array.isArray(d.examples) || d.examples.length === 0) {
    at('/examples', `widget ${w.name} has no examples`);
    return out;
  }
  d.examples.forEach((example: unknown, i) => {
    const base = pointerJoin('/examples', i);
    if (!isObject(example) || !isText(example.title) || !isObject(example.props)) {
      at(base, `widget ${w.name}: example ${i + 1} needs a title and a props object`);
      return;
    }
    out.push(...checkNode(w.name, example, base, file, validators));
  });
  return out;
}

/** An example's props against its widget's schema, then each slot node, recursively. */
function checkNode(
  widget: string,
  node: Record<string, unknown>,
  pointer: string,
  file: string,
  validators: ReturnType<typeof compileWidgetPropsValidators>['validators'],
): Finding[] {
  const out: Finding[] = [];
  const validate = validators.get(widget);
  if (!validate) {
    out.push({
      file,
      pointer: pointerJoin(pointer, 'widget'),
      message: `unknown widget '${widget}'`,
    });
    return out;
  }
  const props = node.props ?? {};
  if (!validate(props)) {
    out.push(
      ...formatSchemaErrors(validate.errors, file, {
        pointerPrefix: pointerJoin(pointer, 'props'),
        messagePrefix: `${widget} props: `,
      }),
    );
  }
  if (node.slots === undefined) return out;
  if (!isObject(node.slots)) {
    out.push({ file, pointer: pointerJoin(pointer, 'slots'), message: 'slots must be an object' });
    return out;
  }
  for (const [slot, children] of Object.entries(node.slots)) {
    if (!Array.isArray(children)) {
      out.push({ file, pointer: pointerJoin(pointer, 'slots', slot), message: 'must be array' });
      continue;
    }
    children.forEach((child: unknown, i) => {
      const at = pointerJoin(pointer, 'slots', slot, i);
      if (!isObject(child) || typeof child.widget !== 'string') {
        out.push({ file, pointer: at, message: "a slot node needs a 'widget' name" });
        return;
      }
      out.push(...checkNode(child.widget, child, at, file, validators));
    });
  }
  return out;
}
