// The operator desk's logic (Desk.tsx draws it): how a refusal's reason is read, how a list is
// searched and cut into pages. Pure, so the unit tests read it without a browser.
import { StudioRefusal } from '../studioApi';

/** Rows a desk's list shows at a time. */
export const DESK_PAGE_SIZE = 25;

/** The reason code of a refused call (the studio words it), 'server_error' for anything else. */
export const reasonOf = (err: unknown): string =>
  err instanceof StudioRefusal ? err.reason : 'server_error';

/** An ISO time or epoch seconds in the operator's locale; '' for none. */
export function when(time: string | number | null | undefined): string {
  if (time === null || time === undefined || time === '') return '';
  return new Date(typeof time === 'number' ? time * 1000 : time).toLocaleString();
}

/** What a desk's search looks in, per item. */
export type SearchFields = readonly (string | number | null | undefined)[];

/** Whether any of `fields` holds `needle` (trimmed, any case); an empty needle matches all. */
export function matchesSearch(needle: string, fields: SearchFields): boolean {
  const wanted = needle.trim().toLowerCase();
  if (wanted === '') return true;
  return fields.some(
    (f) => f !== null && f !== undefined && String(f).toLowerCase().includes(wanted),
  );
}

export interface DeskPage<T> {
  rows: T[];
  /** 0-based, clamped to the pages there are. */
  page: number;
  /** At least 1. */
  pages: number;
}

/** Page `page` of `items`, `size` a page; a page past the end gives the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = DESK_PAGE_SIZE): DeskPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  return { rows: items.slice(at * size, at * size + size), page: at, pages };
}

/** A `datetime-local` input's value as epoch seconds, or null when empty or not a time. */
export function secondsOfLocalInput(value: string): number | null {
  if (value.trim() === '') return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}
