import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadWidgetDeclarations, WIDGET_DECLARATIONS_TIMEOUT_MS } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

afterEach(() => {
  jest.useRealTimers();
  load.mockReset();
});

describe('loadWidgetDeclarations', () => {
  it("returns the remote's list of widget declarations", async () => {
    const list = [{ module: 'DashboardWidget', label: 'Loading debts', reserve: [1, 2, 3], reads: () => [] }];
    load.mockResolvedValue({ default: list });
    await expect(loadWidgetDeclarations('debt')).resolves.toBe(list);
    expect(load).toHaveBeenCalledWith('debt/Widgets');
  });

  it('refuses a module without a list', async () => {
    load.mockResolvedValue({ default: {} });
    await expect(loadWidgetDeclarations('debt')).rejects.toThrow('debt/Widgets has no list of widgets');
  });

  it('gives up on a remote that does not answer, so it cannot hold the dashboard back', async () => {
    jest.useFakeTimers();
    load.mockReturnValue(new Promise(() => undefined));
    const declarations = loadWidgetDeclarations('paluwagan');
    const settled = expect(declarations).rejects.toThrow(`did not answer in ${WIDGET_DECLARATIONS_TIMEOUT_MS} ms`);
    jest.advanceTimersByTime(WIDGET_DECLARATIONS_TIMEOUT_MS - 1);
    jest.advanceTimersByTime(1);
    await settled;
  });
});
