// A statement file, from the bytes the user picked to a header and rows of text cells: its
// encoding found, decoded, parsed by Papa Parse a part at a time (the page keeps answering while
// a large file is read), and refused with a clear message when it is not a statement at all.
// Nothing here writes.
import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT,
  fileTooLarge,
  tooManyRows,
  type DomainMessage,
  type StatementFile,
} from '@pitaka/domain';
import { blobBytes } from '@pitaka/remote-kit';
import type { ParseResult, Parser } from 'papaparse';

export type StatementEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type ReadStatement =
  | {
      ok: true;
      file: StatementFile;
      /** Lines above the header that were not part of the table (a bank's title lines). */
      skippedLines: number;
    }
  | { ok: false; message: DomainMessage };

/** How many bytes the encoding is guessed from. */
const SNIFF_BYTES = 64 * 1024;
/** Characters Papa Parse reads between two turns of the browser. */
const CHUNK_CHARS = 512 * 1024;
/** The header is the first of these lines with two or more cells filled. */
const HEADER_SEARCH_LINES = 20;

function controlShare(bytes: Uint8Array): number {
  let control = 0;
  for (const b of bytes) if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) control += 1;
  return bytes.length === 0 ? 0 : control / bytes.length;
}

function zeroShare(bytes: Uint8Array, parity: 0 | 1): number {
  let zeros = 0;
  let count = 0;
  for (let i = parity; i < bytes.length; i += 2) {
    count += 1;
    if (bytes[i] === 0) zeros += 1;
  }
  return count === 0 ? 0 : zeros / count;
}

/**
 * The encoding of a statement's first bytes, or null when they are not text. A byte order mark
 * decides; else UTF-16 shows as zero bytes every other byte (Excel's "Unicode text"); else UTF-8
 * when it decodes; else Windows-1252, the encoding of older bank exports with ñ in them. Text has
 * next to no control bytes: a file with many is binary.
 */
export function detectEncoding(head: Uint8Array): StatementEncoding | null {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (zeroShare(head, 1) > 0.3 && zeroShare(head, 0) < 0.05) return 'utf-16le';
  if (zeroShare(head, 0) > 0.3 && zeroShare(head, 1) < 0.05) return 'utf-16be';
  if (controlShare(head) > 0.01) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Header names the mapping can tell apart: trimmed, blanks named by position, repeats numbered. */
export function headerNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.trim() || `Column ${i + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every record of the text, read CHUNK_CHARS at a time with a turn of the browser between chunks.
 * Stops early (null) past `maxRecords`. The delimiter is Papa Parse's guess (comma, semicolon,
 * tab, pipe).
 */
async function parseRecords(text: string, maxRecords: number): Promise<string[][] | null> {
  const Papa = (await import('papaparse')).default;
  return new Promise((resolve, reject) => {
    const records: string[][] = [];
    let tooMany = false;
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_CHARS,
      chunk: (results: ParseResult<string[]>, parser: Parser) => {
        records.push(...results.data);
        if (records.length > maxRecords) {
          tooMany = true;
          parser.abort();
          return;
        }
        parser.pause();
        void nextTurn().then(() => parser.resume());
      },
      complete: () => resolve(tooMany ? null : records),
      error: (error: Error) => reject(error),
    });
  });
}

/** A statement's text as a header and data rows, or why it is not one. */
export async function parseStatementText(text: string): Promise<ReadStatement> {
  const records = await parseRecords(text, IMPORT_MAX_ROWS + HEADER_SEARCH_LINES);
  if (records === null) return { ok: false, message: tooManyRows() };
  if (records.length === 0) return { ok: false, message: IMPORT.fileEmpty };
  const filled = (record: readonly string[]) => record.filter((cell) => cell.trim() !== '').length;
  const headerAt = records.slice(0, HEADER_SEARCH_LINES).findIndex((record) => filled(record) >= 2);
  if (headerAt < 0) return { ok: false, message: IMPORT.oneColumn };
  const rows = records.slice(headerAt + 1);
  if (rows.length === 0) return { ok: false, message: IMPORT.noDataRows };
  if (rows.length > IMPORT_MAX_ROWS) return { ok: false, message: tooManyRows() };
  return { ok: true, file: { header: headerNames(records[headerAt]), rows }, skippedLines: headerAt };
}

/** A picked file as a statement: size, encoding and shape checked before anything is shown. */
export async function readStatement(file: Blob): Promise<ReadStatement> {
  if (file.size === 0) return { ok: false, message: IMPORT.fileEmpty };
  if (file.size > IMPORT_MAX_FILE_BYTES) return { ok: false, message: fileTooLarge(file.size) };
  let bytes: Uint8Array;
  try {
    bytes = await blobBytes(file);
  } catch {
    return { ok: false, message: IMPORT.fileUnreadable };
  }
  const encoding = detectEncoding(bytes.subarray(0, SNIFF_BYTES));
  if (encoding === null) return { ok: false, message: IMPORT.notText };
  // The decoder drops a byte order mark itself.
  return parseStatementText(new TextDecoder(encoding).decode(bytes));
}
