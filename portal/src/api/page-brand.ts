import { brandFor, type Brand } from '@harakeke/themes';

/** The brand the server chose for this deployment, read from the page it served. */
export function readBrand(doc: Document = document): Brand {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="portal-brand"]');
  return brandFor(meta?.content);
}
