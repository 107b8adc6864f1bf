import { createHash } from 'node:crypto';

/** HTML for the dev provider's own pages: plain markup, inline styles (CSP allows those, not scripts). */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ea;color:#2b2b2b}
  main{width:22rem;max-width:calc(100vw - 2rem);background:#fff;border-radius:8px;padding:2rem;
    box-shadow:0 2px 10px rgba(0,0,0,.12)}
  h1{font-size:1.35rem;margin:0 0 1.25rem}
  p{line-height:1.4}
  label{display:block;font-size:.9rem;margin:.9rem 0 .3rem}
  input{width:100%;padding:.55rem .6rem;font-size:1rem;border:1px solid #b9b2a5;border-radius:4px}
  button{margin-top:1.25rem;width:100%;padding:.65rem;font-size:1rem;font-weight:600;border:0;
    border-radius:4px;background:#5b4636;color:#fff;cursor:pointer}
  button:hover{background:#45342a}
  .error{color:#b00020;background:#fdecee;border:1px solid #f3b7bf;border-radius:4px;padding:.6rem;margin:0 0 .5rem}
  .hint{font-size:.8rem;color:#6b6357;margin-top:1.25rem}
`;

export function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export const LOGIN_TITLE = 'Stalboek — aanmelden';
export const LOGIN_ERROR = 'Onbekende gebruikersnaam of wachtwoord';

export function loginPage(opts: {
  action: string;
  username?: string;
  error?: boolean;
  hint?: string;
}): string {
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(LOGIN_ERROR)}</p>` : '';
  const hint = opts.hint ? `<p class="hint">${escapeHtml(opts.hint)}</p>` : '';
  return layout(
    LOGIN_TITLE,
    `<h1>${escapeHtml(LOGIN_TITLE)}</h1>
${error}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
  <label for="username">Gebruikersnaam</label>
  <input id="username" name="username" type="text" autocomplete="username" required autofocus
    value="${escapeHtml(opts.username ?? '')}">
  <label for="password">Wachtwoord</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Aanmelden</button>
</form>
${hint}`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/**
 * The script that submits the logout confirmation (allowed through its CSP hash). It waits for
 * DOMContentLoaded, as oidc-provider's own form_post page does: a submit fired while the page is
 * still being parsed was once seen to leave Chromium on this page in CI.
 */
export const LOGOUT_SCRIPT =
  "document.addEventListener('DOMContentLoaded', function () { document.getElementById('op.logoutForm').submit(); });";

/**
 * The logout confirmation: oidc-provider's form (with its xsrf token) plus logout=yes, submitted
 * by LOGOUT_SCRIPT; the visible button is there for browsers without scripts.
 */
export function logoutPage(providerForm: string): string {
  const form = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  return layout(
    'Stalboek — afmelden',
    `<h1>Afmelden</h1>
<p>U wordt afgemeld bij Stalboek.</p>
${form}
<button type="submit" form="op.logoutForm" autofocus>Afmelden bevestigen</button>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

/** Adds the hash of an inline script to a Content-Security-Policy value's script-src. */
export function allowInlineScript(csp: string, script: string): string {
  const digest = createHash('sha256').update(script, 'utf8').digest('base64');
  return csp
    .split(';')
    .map((d) => (d.trim().startsWith('script-src ') ? `${d.trim()} 'sha256-${digest}'` : d.trim()))
    .join('; ');
}

/** Adds sources to one directive of a Content-Security-Policy value (left alone when absent). */
export function extendDirective(csp: string, name: string, sources: string[]): string {
  return csp
    .split(';')
    .map((d) => d.trim())
    .map((d) => (d === name || d.startsWith(`${name} `) ? [d, ...sources].join(' ') : d))
    .join('; ');
}
