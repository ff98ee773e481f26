// Lints many probe sources, each under its own (virtual) file path, with the workspace's real ESLint
// config and ONE ESLint instance: the config, the parsers and the Nx project graph load once.
// Input on stdin: [{ file, code }]; output on stdout: one message list per probe, in input order.
// A separate Node process because Jest's module sandbox cannot load the ESM flat config.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { text } from 'node:stream/consumers';

const probes = JSON.parse(await text(process.stdin));
// Nx's boundary rule reads only a cached project graph and skips itself without one (a fresh
// clone before any nx command): compute it first.
await createProjectGraphAsync({ exitOnError: true });
const eslint = new ESLint({ cwd: process.cwd() });

const messages = [];
for (const { file, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: file });
  messages.push(
    result.messages.map(({ ruleId, severity, message, fatal }) => ({ ruleId, severity, message, fatal: !!fatal })),
  );
}
process.stdout.write(JSON.stringify(messages));
