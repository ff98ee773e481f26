import { blobText } from '../testing/downloads';
import { REVOKE_AFTER_MS, downloadFile } from './download-file';

describe('downloadFile', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:pitaka/1');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('clicks a temporary download link to the text as a file of the given type, then revokes its URL', async () => {
    const clicked: { href: string; download: string; connected: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });

    downloadFile('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'pitaka-due-2026-11-25.ics', 'text/calendar;charset=utf-8');

    expect(clicked).toEqual([{ href: 'blob:pitaka/1', download: 'pitaka-due-2026-11-25.ics', connected: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pitaka/1');

    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    jest.useRealTimers(); // jsdom's FileReader answers on a timer
    expect(await blobText(blob)).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('downloads a Blob as it is', () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const blob = new Blob(['{}'], { type: 'application/json' });

    downloadFile(blob, 'pitaka-backup.json');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });
});
