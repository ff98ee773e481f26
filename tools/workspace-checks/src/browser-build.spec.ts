// The browser bundles are compiled by Nx's swc-loader rule, not by Jest's transform, so a rule
// that changes semantics would pass every unit test. This compiles with the rule the build uses.
import { transformSync } from '@swc/core';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../..');
// Nx does not export its loader factory; load the very file NxAppWebpackPlugin uses.
const { createLoaderFromCompiler } = require(
  join(workspaceRoot, 'node_modules/@nx/webpack/dist/src/plugins/nx-webpack-plugin/lib/compiler-loaders.js'),
);
const { ModernSwcTargetPlugin } = require(join(workspaceRoot, 'tools/module-federation/app-webpack-config.cjs'));

function buildRuleOptions() {
  const rule = createLoaderFromCompiler({ compiler: 'swc' } as never) as {
    loader: string;
    options: Record<string, unknown>;
  };
  const compiler = { options: { module: { rules: [rule] } } };
  new ModernSwcTargetPlugin().apply(compiler);
  return compiler.options.module.rules[0].options;
}

function runCompiled(source: string): unknown {
  const { code } = transformSync(source, { ...buildRuleOptions(), filename: 'probe.ts', module: { type: 'commonjs' } });
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line no-new-func -- runs the compiled probe, which is the point of the test
  new Function('module', 'exports', code)(module, module.exports);
  return (module.exports['result'] as () => unknown)();
}

describe('browser build semantics', () => {
  it('keeps spread of a Set (loose ES5 mode turns it into [set])', () => {
    expect(runCompiled('export const result = () => [...new Set([3, 1, 3, 2])];')).toEqual([3, 1, 2]);
  });

  it("keeps spread of a Map's keys", () => {
    expect(runCompiled("export const result = () => [...new Map([['a', 1]]).keys()];")).toEqual(['a']);
  });
});
