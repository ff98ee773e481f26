// The shell and the remotes are built and deployed apart; this keeps their contract in step:
// every module the shell loads is exposed by the remote it names, from a file that exists.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- this contract test reads the shell's route table on purpose
import { DASHBOARD_WIDGETS, REMOTE_ROUTES } from '../../../apps/shell/src/app/routing/route-table';

const workspaceRoot = join(__dirname, '../../..');

function exposesOf(remote: string): Record<string, string> {
  return require(join(workspaceRoot, 'apps', remote, 'module-federation.config.js')).exposes;
}

const loadedByShell = [...REMOTE_ROUTES, ...DASHBOARD_WIDGETS].map(({ remote, module }) => [remote, module] as const);

describe('federation contract', () => {
  it.each(loadedByShell)('%s exposes %s', (remote, module) => {
    const file = exposesOf(remote)[`./${module}`];
    expect(file).toBeDefined();
    expect(existsSync(join(workspaceRoot, 'apps', remote, file))).toBe(true);
  });

  it.each(['accounts', 'paluwagan', 'debt'])('%s exposes nothing the shell does not use', (remote) => {
    const used = new Set(loadedByShell.filter(([r]) => r === remote).map(([, m]) => `./${m}`));
    expect(Object.keys(exposesOf(remote)).filter((name) => !used.has(name))).toEqual([]);
  });

  it('routes every protected path of the spec', () => {
    const paths = REMOTE_ROUTES.map((route) => route.path).sort();
    expect(paths).toEqual(
      [
        '/transactions',
        '/add-transaction',
        '/accounts',
        '/add-account',
        '/edit-account/:accountId',
        '/accounts/:accountId',
        '/account-setup',
        '/paluwagan',
        '/paluwagan/create',
        '/paluwagan/:paluwaganId',
        '/paluwagan/:paluwaganId/edit',
        '/debt',
        '/debt/create',
        '/debt/:debtId',
        '/debt/:debtId/edit',
      ].sort(),
    );
  });
});
