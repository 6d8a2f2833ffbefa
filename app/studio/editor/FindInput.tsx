// The editor's search box: its placeholder is also its accessible name.
import type { KeyboardEvent } from 'react';

export function FindInput(props: {
  label: string;
  value: string;
  onChange(text: string): void;
  autoFocus?: boolean;
  onKeyDown?(e: KeyboardEvent<HTMLInputElement>): void;
}) {
  return (
    <input
      type="search"
      aria-label={props.label}
      placeholder={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      autoFocus={props.autoFocus}
      onKeyDown={props.onKeyDown}
    />
  );
}
