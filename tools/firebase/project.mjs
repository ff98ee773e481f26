// Where the workspace is, and the Firebase project and host every local emulator serves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The `demo-` prefix tells Firebase tools there is no real project behind it: nothing can reach production.
export const PROJECT_ID = 'demo-pitaka';

export const EMULATOR_HOST = '127.0.0.1';
