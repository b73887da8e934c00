/**
 * A link the server sent, kept only when it is a path in the portal or an https address: a `javascript:` or
 * other scheme from a compromised or buggy answer never becomes a link.
 */
export function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}
