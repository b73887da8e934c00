import { escapeHtml } from '../http/html.js';
import type { CardFormErrors, CardFormField, CardFormValues } from './card-form.js';

/*
 * The stand-in card provider's pages: deliberately not in the retailer's brand, since a real hosted card page is the
 * provider's. System colours (Canvas, CanvasText, …) keep them neutral and follow the visitor's light or dark mode.
 */
const styles = `:root{color-scheme:light dark}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText;
  font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(100% - 2rem,26rem);border:1px solid GrayText;border-radius:.5rem;padding:1.5rem 1.25rem}
.provider{margin:0 0 .25rem;font-size:.875rem;text-transform:uppercase;letter-spacing:.05em}
.test-mode{margin:0 0 1rem;font-size:.875rem;border:1px dashed GrayText;padding:.25rem .5rem;border-radius:.25rem}
h1{margin:0 0 1rem;font-size:1.375rem;line-height:1.25}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
.hint{display:block;font-weight:400;font-size:.875rem}
input{width:100%;font:inherit;padding:.625rem;border:1px solid CanvasText;border-radius:.25rem;background:Field;color:FieldText}
input[aria-invalid=true]{border-width:3px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
:focus-visible{outline:3px solid Highlight;outline-offset:2px}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;font:inherit;font-weight:600;padding:.625rem;border-radius:.25rem;cursor:pointer;
  border:2px solid ButtonText;background:ButtonFace;color:ButtonText}
button[value=submit]{background:CanvasText;color:Canvas;border-color:CanvasText}
.summary,.field-error{border-left:4px solid CanvasText;padding:.25rem .75rem;margin:.25rem 0}
.summary{margin:0 0 1rem}
.summary h2{font-size:1rem;margin:0}
.summary ul{margin:.25rem 0;padding-left:1.25rem}
.field-error{font-weight:600}
a{color:LinkText}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}`;

/** A complete page of the stand-in provider. `body` must already be escaped HTML. */
function providerPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Stand-in card provider</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="provider">Stand-in card provider</p>
<p class="test-mode">Test mode: use a test card such as 4242 4242 4242 4242. No real card is charged.</p>
${body}
</main>
</body>
</html>`;
}

export interface CardPageState {
  /** Where the form posts: the session's own address. */
  action: string;
  /** What the card is for, e.g. 'Save a card for payments'. */
  heading: string;
  /** One sentence under the heading, e.g. the amount to pay. */
  description: string;
  submitLabel: string;
  values?: CardFormValues;
  errors?: CardFormErrors;
}

interface FieldSpec {
  field: CardFormField;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: 'numeric';
  maxlength: number;
}

const fields: Record<CardFormField, FieldSpec> = {
  number: { field: 'number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 },
  expiry: { field: 'expiry', label: 'Expiry date', hint: 'MM/YY', autocomplete: 'cc-exp', maxlength: 7 },
  cvc: {
    field: 'cvc',
    label: 'Security code (CVC)',
    hint: '3 digits on the back, 4 on the front of an American Express card',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
  },
  name: { field: 'name', label: 'Name on card', autocomplete: 'cc-name', maxlength: 50 },
};

const fieldOrder: readonly CardFormField[] = ['number', 'expiry', 'cvc', 'name'];

function fieldHtml(spec: FieldSpec, value: string, error: string | undefined, autofocus: boolean): string {
  const hintId = `${spec.field}-hint`;
  const errorId = `${spec.field}-error`;
  const describedBy = [spec.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return `<div>
<label for="${spec.field}">${escapeHtml(spec.label)}${spec.hint ? ` <span class="hint" id="${hintId}">${escapeHtml(spec.hint)}</span>` : ''}</label>
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
<input id="${spec.field}" name="${spec.field}" type="text" autocomplete="${spec.autocomplete}" required maxlength="${spec.maxlength}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''} spellcheck="false" value="${escapeHtml(value)}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''}>
</div>`;
}

/** The card form: every field labelled, errors listed on top (linked to their fields) and beside each field. */
export function cardFormPage({ action, heading, description, submitLabel, values, errors = {} }: CardPageState) {
  const invalid = fieldOrder.filter((field) => errors[field]);
  const summary = invalid.length
    ? `<div class="summary" role="alert"><h2>Check the card details</h2><ul>${invalid
        .map((field) => `<li><a href="#${field}">${escapeHtml(errors[field] ?? '')}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const autofocusOn = invalid[0] ?? 'number';
  const value = (field: CardFormField) => (field === 'cvc' ? '' : (values?.[field] ?? ''));
  const html = (field: CardFormField) => fieldHtml(fields[field], value(field), errors[field], field === autofocusOn);
  return providerPage(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(description)}</p>
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
${html('number')}
<div class="row">${html('expiry')}${html('cvc')}</div>
${html('name')}
<div class="actions">
<button type="submit" name="action" value="submit">${escapeHtml(submitLabel)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** A session that cannot be used (missing, used or expired), with the way back when there is one. */
export function sessionUnusablePage(heading: string, text: string, backTo: string | null) {
  return providerPage(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
${backTo ? `<p><a href="${escapeHtml(backTo)}">Go back to your account</a></p>` : ''}`,
  );
}
