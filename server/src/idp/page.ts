import { cssVariables, type Brand } from '@harakeke/themes';
import { escapeHtml } from '../http/html.js';
import { brandFontFaces, FAVICON_PATH } from './assets.js';

/**
 * The stylesheet of the identity provider's pages, from the brand's tokens and in the brand's font. It draws the
 * portal's sign-in card (portal/src/app/CenteredCard.tsx) with the values of the design system's components, each
 * rule named after the one it mirrors, so going from the portal's sign-in page to these and back looks like one
 * product: the same card, heading, spacing, fields, buttons and links.
 */
function brandStyles(brand: Brand): string {
  const vars = Object.entries(cssVariables(brand.tokens))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // A custom property cannot stand in a media query: the breakpoint token is written out here.
  const md = `(min-width:${brand.tokens.breakpoint.md}px)`;
  return `${brandFontFaces(brand)}
:root{${vars}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:var(--color-background);color:var(--color-text);
  font-family:var(--typography-fontBody);font-size:var(--typography-size-md);line-height:var(--typography-lineHeight-body)}
:focus-visible{outline:var(--borderWidth-focus) solid var(--color-focus);outline-offset:var(--space-focusOffset)}
/* PageLayout, centered: one column in the middle of the viewport. */
main{min-height:100vh;display:grid;place-items:center;padding:var(--space-4)}
/* Card. Its border is invisible until forced colours draw it in place of the shadow. */
.card{width:min(100%,var(--size-narrowContent));background:var(--color-surface);border-radius:var(--radius-lg);
  box-shadow:var(--shadow-card);border:var(--borderWidth-thin) solid transparent;padding:var(--space-5)}
@media ${md}{.card{padding:var(--space-6)}}
/* Text, and the name of the brand over the heading in its muted tone. */
p{margin:0 0 var(--space-3)}
.brand{color:var(--color-textMuted)}
/* Heading, level 1 at size lg. */
h1{margin:0 0 var(--space-4);font-family:var(--typography-fontHeading);font-size:var(--typography-size-xl);
  font-weight:var(--typography-weight-bold);line-height:var(--typography-lineHeight-tight);color:var(--color-text)}
/* TextField: label, description (between label and input, which names it with aria-describedby), input. */
label{display:block;margin:var(--space-4) 0 var(--space-1);font-weight:var(--typography-weight-medium);
  line-height:var(--typography-lineHeight-tight)}
.hint{margin:0 0 var(--space-1);color:var(--color-textMuted);font-size:var(--typography-size-sm)}
input{width:100%;min-height:var(--size-control);padding:var(--space-2) var(--space-3);font:inherit;color:var(--color-text);
  background:var(--color-surface);border:var(--borderWidth-thin) solid var(--color-border);border-radius:var(--radius-md)}
input:hover{border-color:var(--color-text)}
input[aria-invalid=true]{border-color:var(--color-danger);border-width:var(--borderWidth-thick)}
/* Button, primary at size md. */
button{display:inline-flex;align-items:center;justify-content:center;gap:var(--space-2);margin-top:var(--space-5);
  min-height:var(--size-control);padding:var(--space-3) var(--space-5);font-family:var(--typography-fontBody);
  font-size:var(--typography-size-md);font-weight:var(--typography-weight-bold);line-height:var(--typography-lineHeight-tight);
  border:var(--borderWidth-thick) solid transparent;border-radius:var(--radius-pill);background:var(--color-primary);
  color:var(--color-onPrimary);cursor:pointer;transition:background-color var(--motion-fast)}
button:hover{background:var(--color-primaryStrong)}
/* ErrorBox. */
.error{margin:0 0 var(--space-4);padding:var(--space-4);background:var(--color-dangerSurface);color:var(--color-danger);
  font-weight:var(--typography-weight-bold);border-left:calc(2 * var(--borderWidth-thick)) solid var(--color-danger);
  border-radius:var(--radius-sm)}
/* Link: inline in a sentence (underlined); standalone on its own line (bold, touch-sized, underlined on hover). */
a{color:var(--color-primary);border-radius:var(--radius-sm);text-underline-offset:0.2em}
a:hover{color:var(--color-primaryStrong);text-decoration-thickness:var(--borderWidth-thick)}
.secondary{display:flex;align-items:center;width:fit-content;min-height:var(--size-control);margin-top:var(--space-3);
  font-weight:var(--typography-weight-bold);text-decoration:none}
.secondary:hover{text-decoration:underline}
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
<div class="card">
<p class="brand">${escapeHtml(brand.name)}</p>
${body}
</div>
</main>
</body>
</html>`;
}
