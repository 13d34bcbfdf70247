import { createHash } from 'node:crypto';

// Runs in a server-rendered page before its code: the page shows at once but reacts only once
// hydrated (docs/decisions.md, "Server rendering"). Meanwhile this keeps what the visitor types
// or picks (the forms' code may reset the fields as it takes them over) and holds a submit,
// saying so ('Loading...'). Each lazy page calls __afterHydration(name) once hydrated (React
// hydrates each Suspense boundary in a pass of its own); when every page the server drew has,
// the entries are put back as typed and the held form is sent. Plain ES5, inline, allowed by
// its hash in the CSP.
const SOURCE = `(function () {
  var entries = [], held = null, notice = null, pending = null, timer = null;
  function remember(event) {
    var field = event.target;
    if (!field || !('value' in field) || field.tagName === 'BUTTON') return;
    var entry = null;
    for (var i = 0; i < entries.length; i++) if (entries[i].field === field) entry = entries[i];
    if (!entry) entries.push((entry = { field: field }));
    entry.value = field.value;
    entry.checked = field.checked;
    entry.files = field.files;
  }
  function hold(event) {
    // React would replay it once hydrated, and so would finish(): only finish() sends it.
    event.preventDefault();
    event.stopPropagation();
    held = { form: event.target, submitter: event.submitter || null };
    if (notice) return;
    notice = document.createElement('div');
    notice.setAttribute('role', 'status');
    notice.textContent = 'Loading...';
    notice.style.cssText = 'position:fixed;top:0;left:0;right:0;z-index:2000;padding:8px;' +
      'text-align:center;font:16px sans-serif;background:#1565c0;color:#fff';
    document.body.appendChild(notice);
  }
  function putBack(entry) {
    var field = entry.field;
    if (!field.isConnected) return;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== entry.checked) field.click();
      return;
    }
    if (field.type === 'file') {
      if (entry.files && entry.files.length) field.files = entry.files;
    } else {
      var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
      setter.call(field, entry.value);
    }
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);
  document.addEventListener('submit', hold, true);
  function finish() {
    clearTimeout(timer);
    document.removeEventListener('input', remember, true);
    document.removeEventListener('change', remember, true);
    document.removeEventListener('submit', hold, true);
    window.__afterHydration = undefined;
    entries.forEach(putBack);
    setTimeout(function () {
      if (notice) notice.remove();
      if (!held || !held.form.isConnected) return;
      var submitter = held.submitter && held.submitter.isConnected ? held.submitter : undefined;
      held.form.requestSubmit(submitter);
    });
  }
  window.__afterHydration = function (name) {
    if (!pending) {
      var list = document.getElementById('server-rendered-pages');
      pending = JSON.parse((list && list.textContent) || '[]');
      // A page the browser does not draw as the server did never reports: do not wait forever.
      timer = setTimeout(finish, 10000);
    }
    pending = pending.filter(function (drawn) { return drawn !== name; });
    // Called from a React effect: the entries go back as events of their own, after it.
    if (pending.length === 0) setTimeout(finish);
  };
})();`;

export const PRE_HYDRATION_SCRIPT = `<script>${SOURCE}</script>`;

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const PRE_HYDRATION_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;
