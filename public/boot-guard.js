// Recovery from a main script that never ran (a request the browser aborted, a chunk missing): a
// classic script of the same origin (the CSP allows 'self', no inline code), deferred before the
// main module so it runs first. When the document has been parsed and the main module has not
// marked itself started (app/bootGuard.ts), the page reloads once, at most once a minute (SPEC
// sections 8 and 9: the chunk reload guard, the same stored time as runtime/render/chunkReload.ts),
// and says so to /bff-api/reports; after that it shows the failure view (SPEC section 2) in the
// page's language, with texts the server wrote into the boot data.
(function () {
  'use strict';
  var RELOAD_KEY = 'runtime:chunk-reload-at';
  var RELOAD_GUARD_MS = 60000;

  function started() {
    return window.__appStarted === true;
  }

  function report(message) {
    try {
      fetch('/bff-api/reports', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'boot-failure', message: message, url: location.href }),
      }).catch(function () {});
    } catch {
      // Reporting is best effort; the page's recovery does not depend on it.
    }
  }

  /** Reloads unless a reload happened less than a minute ago or the time cannot be kept. */
  function tryReload() {
    try {
      var last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
      var now = Date.now();
      if (now - last < RELOAD_GUARD_MS) return false;
      sessionStorage.setItem(RELOAD_KEY, String(now));
    } catch {
      return false;
    }
    location.reload();
    return true;
  }

  function failureTexts() {
    try {
      var boot = JSON.parse(document.getElementById('boot').textContent);
      if (boot && boot.failureView) return boot.failureView;
    } catch {
      // No boot data: the keys stand in (the QA matrix reports raw keys).
    }
    return {
      title: 'main_dictionary_load_error',
      hint: 'main_dictionary_refresh_page',
      button: 'main_refreshing_button',
    };
  }

  function showFailureView() {
    var root = document.getElementById('root') || document.body;
    var texts = failureTexts();
    var view = document.createElement('div');
    view.className = 'boot-failure';
    view.setAttribute('role', 'alert');
    view.setAttribute('data-testid', 'boot-failure');
    var title = document.createElement('h1');
    title.className = 'boot-failure__title';
    title.textContent = texts.title;
    var hint = document.createElement('p');
    hint.className = 'boot-failure__hint';
    hint.textContent = texts.hint;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'boot-failure__button';
    button.textContent = texts.button;
    button.addEventListener('click', function () {
      location.reload();
    });
    view.appendChild(title);
    view.appendChild(hint);
    view.appendChild(button);
    root.replaceChildren(view);
  }

  function check() {
    if (started()) return;
    if (tryReload()) {
      report('the main script did not run; the page was reloaded');
      return;
    }
    report('the main script did not run after a reload; the failure view is shown');
    showFailureView();
  }

  // A deferred script runs once the document is parsed (readyState 'interactive') but before the
  // main module, which runs before DOMContentLoaded.
  if (document.readyState === 'complete') check();
  else document.addEventListener('DOMContentLoaded', check);
})();
