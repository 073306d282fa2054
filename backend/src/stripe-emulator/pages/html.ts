// A tiny HTML template tag: every interpolated value is escaped unless it is already SafeHtml, so
// names, e-mails and metadata cannot inject markup into the pages.
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Data for a page script, as JSON that cannot close its <script> element. */
export function jsonScript(id: string, data: unknown): SafeHtml {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new SafeHtml(`<script id="${escapeHtml(id)}" type="application/json">${json}</script>`);
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5fb;color:#1f2330;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:16px}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#5b4bdb;background:#ece9ff;border-radius:999px;padding:2px 10px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(20,20,50,.12);padding:16px;margin:16px 0}
h1{font-size:22px;margin:12px 0}
h2{font-size:18px;margin:0 0 8px}
.amount{font-size:28px;font-weight:700;margin:4px 0}
.muted{color:#5d6273;font-size:14px}
.row{display:flex;justify-content:space-between;gap:8px;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input[type=text]{width:100%;font-size:16px;padding:10px 12px;border:1px solid #c9ccd8;border-radius:8px}
.methods{display:flex;gap:8px;margin-top:8px}
.methods label{flex:1;margin:0;font-weight:500;border:1px solid #c9ccd8;border-radius:8px;padding:10px;cursor:pointer}
.fields{display:flex;gap:8px}
.fields>div{flex:1}
button,.button{display:inline-block;width:100%;margin-top:16px;padding:12px 16px;font-size:16px;font-weight:600;border:0;border-radius:8px;background:#5b4bdb;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button[disabled]{opacity:.6;cursor:progress}
.secondary{background:#fff;color:#5b4bdb;border:1px solid #5b4bdb}
.danger{background:#c62828}
.error{color:#c62828;font-weight:600;min-height:1.5em;margin:8px 0 0}
.test-cards{font-size:14px;background:#fffbe6;border:1px solid #f0dc8a;border-radius:8px;padding:8px 12px;margin-top:12px}
.test-cards button{width:auto;margin:4px 0;padding:2px 8px;font-size:14px;background:none;color:#5b4bdb;text-decoration:underline}
.barcode{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all;background:#f4f5fb;border-radius:8px;padding:8px}
@media (min-width:768px){main{max-width:560px;padding:32px}.card{padding:24px}}
`;

export function page(title: string, body: SafeHtml, script?: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<span class="badge">Ambiente de teste</span>
${body.value}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}

export function errorPage(message: string): string {
  return page(
    'Erro',
    html`<div class="card">
      <h1>Erro</h1>
      <p>${message}</p>
    </div>`,
  );
}
