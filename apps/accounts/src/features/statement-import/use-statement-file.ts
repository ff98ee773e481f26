import type { DomainMessage, StatementFile } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useRef, useState } from 'react';
import { readStatement } from './read-statement';

/** A statement file the user picked, read into a header and rows. */
export interface PickedStatement {
  fileName: string;
  file: StatementFile;
  /** Lines above the header left out (a bank's title lines). */
  skippedLines: number;
}

/** Picking a file: reading it (the page keeps answering), then the statement or why it is not one. */
export function useStatementFile() {
  const [picked, setPicked] = useState<PickedStatement | null>(null);
  const [reading, setReading] = useState(false);
  const say = useMessageText();
  const [error, setError] = useState<DomainMessage | null>(null);
  // A file picked while another is still being read wins: the older answer is dropped.
  const latest = useRef(0);
  // Picking again (the same file too) is a new pick: the count names it, e.g. as a React key.
  const [picks, setPicks] = useState(0);

  async function pick(file: File | null) {
    const attempt = ++latest.current;
    setPicks(attempt);
    setPicked(null);
    setError(null);
    if (!file) return;
    setReading(true);
    const result = await readStatement(file);
    if (attempt !== latest.current) return;
    setReading(false);
    if (result.ok) setPicked({ fileName: file.name, file: result.file, skippedLines: result.skippedLines });
    else setError(result.message);
  }

  return { picked, reading, error: error && say(error), picks, pick: (file: File | null) => void pick(file) };
}
