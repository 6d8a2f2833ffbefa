// The main module marks itself started for public/boot-guard.js, which reloads a page whose main
// script never ran (an aborted request, a missing chunk) instead of leaving it blank.
declare global {
  interface Window {
    __appStarted?: boolean;
  }
}

export function markAppStarted(target: Window = window): void {
  target.__appStarted = true;
}
