// Saves a file the app made (a calendar, a CSV export, a backup) through a temporary
// `<a download>`. Call it in answer to the user's click (after a lazy import or a read is fine): a
// download nobody asked for makes browsers warn about "multiple downloads".

/**
 * How long the file's object URL lives after the click. Some browsers (Safari) start reading the
 * blob after `click()` returns, so revoking it at once can cancel the download; a few seconds is
 * enough.
 */
export const REVOKE_AFTER_MS = 10_000;

/** Downloads `content` as `fileName`; `type` is the MIME type of text content (a Blob keeps its own). */
export function downloadFile(content: string | Blob, fileName: string, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
