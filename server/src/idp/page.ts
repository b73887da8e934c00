import { cssVariables, type Brand } from '@harakeke/themes';
import { escapeHtml } from '../http/html.js';
import { brandFontFaces, FAVICON_PATH } from './assets.js';

/** The stylesheet of the identity provider's pages, drawn from the brand's tokens and set in the brand's font. */
function brandStyles(brand: Brand): string {
  const vars = Object.entries(cssVariables(brand.tokens))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${brandFontFaces(brand)}
:root{${vars}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--color-background);color:var(--color-text);
  font-family:var(--typography-fontBody);font-size:var(--typography-size-md);line-height:var(--typography-lineHeight-body)}
main{width:min(100% - 2*var(--space-4),420px);background:var(--color-surface);border-radius:var(--radius-lg);
  box-shadow:var(--shadow-card);padding:var(--space-6) var(--space-5);border-top:6px solid var(--color-accent)}
.brand{margin:0 0 var(--space-2);color:var(--color-primary);font-weight:var(--typography-weight-bold);font-size:var(--typography-size-lg)}
h1{margin:0 0 var(--space-5);font-size:var(--typography-size-xl);line-height:var(--typography-lineHeight-tight)}
label{display:block;font-weight:var(--typography-weight-medium);margin:var(--space-4) 0 var(--space-1)}
/* A field's hint sits between its label and its input, which names it with aria-describedby. */
.hint{margin:0 0 var(--space-1);color:var(--color-textMuted);font-size:var(--typography-size-sm)}
input{width:100%;font:inherit;padding:var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-md);
  background:var(--color-surface);color:var(--color-text)}
input[aria-invalid=true]{border-color:var(--color-danger)}
:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
button{margin-top:var(--space-5);width:100%;font:inherit;font-weight:var(--typography-weight-bold);padding:var(--space-3);
  border:0;border-radius:var(--radius-pill);background:var(--color-primary);color:var(--color-onPrimary);cursor:pointer}
button:hover{background:var(--color-primaryStrong)}
.error{background:var(--color-dangerSurface);color:var(--color-danger);border-left:4px solid var(--color-danger);
  padding:var(--space-3);border-radius:var(--radius-sm);margin:0 0 var(--space-4)}
.secondary{display:block;text-align:center;margin-top:var(--space-4);color:var(--color-primary)}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}`;
}

/** A complete page in the brand's look. `body` must already be escaped HTML. */
export function brandedPage(brand: Brand, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(brand.name)}</title>
<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
<style>${brandStyles(brand)}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brand.name)}</p>
${body}
</main>
</body>
</html>`;
}
