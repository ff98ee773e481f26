import { blobBytes } from '../lib/blob-bytes';

/** A file downloadFile handed the browser: its name and its blob. */
export interface CapturedDownload {
  name: string;
  blob: Blob;
}

/**
 * Catches what downloadFile hands the browser: fills the returned list with each file's name and
 * blob instead of downloading (jsdom has no object URLs). Call it inside a test, or a beforeEach.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => `blob:pitaka/${blobs.push(blob)}`),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs[Number(this.href.split('/').pop()) - 1] });
  });
  return downloads;
}

/** A blob's text as UTF-8 (jsdom's Blob has no text()). */
export async function blobText(blob: Blob): Promise<string> {
  return new TextDecoder().decode(await blobBytes(blob));
}
