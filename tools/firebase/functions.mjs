// The Cloud Functions as the local stacks run them: built into dist/apps/functions by
// `nx run functions:build` (apps/functions/webpack.config.js). Where the build lands and the
// runtime come from firebase.json (what `firebase deploy` reads), the region and the callable's
// name from apps/functions/functions.json (what the functions themselves read).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './project.mjs';

const readJson = (file) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8'));
const DEPLOY = readJson('firebase.json').functions;
/** Where the functions run and the ledger callable's name: `{ region, ledger }`. */
export const DEPLOYMENT = readJson('apps/functions/functions.json');

/** The `functions` option of startFirebaseStack. */
export const FUNCTIONS = {
  source: join(REPO_ROOT, DEPLOY.source),
  runtime: DEPLOY.runtime,
  /** The URL path (after the project) of the callable whose answer says the functions are loaded. */
  ready: `${DEPLOYMENT.region}/${DEPLOYMENT.ledger}`,
};
