import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { classifyContentFile, type ContentChange } from './contentChange';

// Editors write a file in several steps; one reload per burst.
const DEBOUNCE_MS = 120;
// content/: the Markdown articles (server/articles), when the content root has them.
const WATCHED_FOLDERS = ['schemas', 'configs', 'content'];

/** Watches schemas/, configs/ and content/ (dev) and reports each burst of edits once, with what changed. */
export function watchContent(
  projectRoot: string,
  onChange: (changes: ContentChange[]) => void,
): { close(): void } {
  const pending = new Map<string, ContentChange>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const changes = [...pending.values()];
    pending.clear();
    if (changes.length > 0) onChange(changes);
  };
  const folders = WATCHED_FOLDERS.filter((folder) => existsSync(path.join(projectRoot, folder)));
  const watchers: FSWatcher[] = folders.map((folder) =>
    watch(path.join(projectRoot, folder), { recursive: true }, (_event, filename) => {
      if (!filename) return;
      const change = classifyContentFile(`${folder}/${filename.toString()}`);
      if (!change) return;
      pending.set(`${change.kind}:${change.id}`, change);
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, DEBOUNCE_MS);
    }),
  );
  return {
    close() {
      if (timer) clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
