/** spec 1 §9: the loading indicator clears this long after the page's load event. */
export const POST_LOAD_DELAY_MS = 500;

/** Removes the page's boot indicator (index.html) 500 ms after the load event, whenever this runs. */
export function clearBootIndicatorAfterLoad(doc: Document = document, win: Window = window): void {
  const clear = () => win.setTimeout(() => doc.getElementById('boot')?.remove(), POST_LOAD_DELAY_MS);
  if (doc.readyState === 'complete') clear();
  else win.addEventListener('load', clear, { once: true });
}
