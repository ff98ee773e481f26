// Saves an iCalendar text as a file: the DOM half of the calendar export (calendar-file.ts makes
// the text). Call it in answer to the user's click (after the generator's lazy import is fine):
// a download nobody asked for makes browsers warn about "multiple downloads".

/**
 * How long the file's object URL lives after the click. Some browsers (Safari) start reading the
 * blob after `click()` returns, so revoking it at once can cancel the download; a few seconds is
 * enough and the blob is small.
 */
export const REVOKE_AFTER_MS = 10_000;

/** Downloads `text` as `fileName` (text/calendar) through a temporary `<a download>`. */
export function downloadCalendar(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
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
