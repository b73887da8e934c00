import type { DownloadedFile } from './download-file.js';

/**
 * Hands a downloaded file to the browser to save under its name: an object URL on a temporary `<a download>`,
 * clicked, then removed. The URL is revoked on the next task, once the click has started the save (revoking it in
 * the same task cancels the download in some browsers).
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
