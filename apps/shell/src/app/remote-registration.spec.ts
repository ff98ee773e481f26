import { parseRemoteRegistrations as parse, type RemoteRegistration } from './remote-registration';

/** Today's debt registration, as tools/runtime-config.mjs writes it. */
const debt = (): Record<string, unknown> => ({
  entry: 'http://localhost:4203/mf-manifest.json',
  prefixes: ['/debt'],
  nav: [{ label: 'Debt', path: '/debt', icon: 'debt', order: 40 }],
  widgets: [{ id: 'debt', module: 'DashboardWidget', order: 40, size: 'compact', reserve: [31.73, 31.73, 31.73] }],
});

const paluwagan = (): Record<string, unknown> => ({
  entry: 'https://paluwagan.example.com/mf-manifest.json',
  prefixes: ['/paluwagan'],
  nav: [{ label: 'Paluwagan', path: '/paluwagan', icon: 'paluwagan', order: 30, activeOn: [] }],
  widgets: [{ id: 'paluwagan', module: 'DashboardWidget', order: 30, size: 'compact', reserve: [44.68, 44.68, 44.68] }],
});

let logged: jest.SpyInstance;

beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  logged.mockRestore();
});

describe('parseRemoteRegistrations', () => {
  it('reads each remote with its prefixes, navigation and widgets', () => {
    expect(parse({ debt: debt() })).toEqual<Record<string, RemoteRegistration>>({
      debt: {
        entry: 'http://localhost:4203/mf-manifest.json',
        prefixes: ['/debt'],
        nav: [{ label: 'Debt', labels: {}, path: '/debt', icon: 'debt', order: 40, activeOn: [] }],
        widgets: [
          { id: 'debt', module: 'DashboardWidget', order: 40, size: 'compact', reserve: [31.73, 31.73, 31.73] },
        ],
      },
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps the remotes in config order', () => {
    expect(Object.keys(parse({ paluwagan: paluwagan(), debt: debt() }))).toEqual(['paluwagan', 'debt']);
  });

  it('reads a remote with neither navigation nor widgets', () => {
    expect(parse({ debt: { entry: 'https://debt.example.com/mf-manifest.json', prefixes: ['/debt'] } })).toEqual({
      debt: { entry: 'https://debt.example.com/mf-manifest.json', prefixes: ['/debt'], nav: [], widgets: [] },
    });
  });

  it('keeps a nav entry that lights up for more of its own prefixes', () => {
    const accounts = {
      entry: 'http://localhost:4201/mf-manifest.json',
      prefixes: ['/transactions', '/add-transaction'],
      nav: [
        {
          label: 'Transactions',
          path: '/transactions',
          icon: 'transactions',
          order: 10,
          activeOn: ['/add-transaction'],
        },
      ],
    };
    expect(parse({ accounts }).accounts.nav[0].activeOn).toEqual(['/add-transaction']);
  });

  it('keeps the labels of a nav entry in other languages, none when it has none', () => {
    const debt = {
      entry: 'http://localhost:4203/mf-manifest.json',
      prefixes: ['/debt'],
      nav: [{ label: 'Debt', labels: { fil: 'Utang' }, path: '/debt', icon: 'debt', order: 40 }],
    };
    expect(parse({ debt }).debt.nav[0].labels).toEqual({ fil: 'Utang' });
    expect(parse({ debt: { ...debt, nav: [{ ...debt.nav[0], labels: undefined }] } }).debt.nav[0].labels).toEqual({});
  });
});

describe('a malformed remote is left out with a console error, and the others are kept', () => {
  const change = (edit: (remote: Record<string, unknown>) => void) => {
    const remote = debt();
    edit(remote);
    return remote;
  };
  const nav = (remote: Record<string, unknown>) => (remote['nav'] as Record<string, unknown>[])[0];
  const widget = (remote: Record<string, unknown>) => (remote['widgets'] as Record<string, unknown>[])[0];

  it.each<[string, unknown, string]>([
    ['the old shape (a bare URL)', 'http://localhost:4203/mf-manifest.json', 'remotes.debt must be an object'],
    ['no entry', change((r) => delete r['entry']), 'remotes.debt needs "entry"'],
    ['an entry that is no URL', change((r) => (r['entry'] = 'mf-manifest.json')), 'remotes.debt.entry must be'],
    ['a javascript: entry', change((r) => (r['entry'] = 'javascript:alert(1)')), 'remotes.debt.entry must be'],
    ['a misspelt field', change((r) => (r['prefix'] = ['/debt'])), 'remotes.debt has an unknown field "prefix"'],
    ['prefixes as a string', change((r) => (r['prefixes'] = '/debt')), 'remotes.debt.prefixes must be a list'],
    ['a prefix of two segments', change((r) => (r['prefixes'] = ['/debt/x'])), 'remotes.debt.prefixes[0] must be'],
    ['a prefix without its slash', change((r) => (r['prefixes'] = ['debt'])), 'remotes.debt.prefixes[0] must be'],
    ['nav as an object', change((r) => (r['nav'] = nav(r))), 'remotes.debt.nav must be a list'],
    ['a nav entry without a label', change((r) => delete nav(r)['label']), 'remotes.debt.nav[0] needs "label"'],
    ['an empty label', change((r) => (nav(r)['label'] = ' ')), 'remotes.debt.nav[0].label must be'],
    ['a label of 41 characters', change((r) => (nav(r)['label'] = 'x'.repeat(41))), 'nav[0].label must be'],
    ['labels as a list', change((r) => (nav(r)['labels'] = ['Utang'])), 'remotes.debt.nav[0].labels must be an object'],
    ['labels by language name', change((r) => (nav(r)['labels'] = { Filipino: 'Utang' })), 'not a language code'],
    ['an empty label in Filipino', change((r) => (nav(r)['labels'] = { fil: '' })), 'nav[0].labels.fil must be'],
    ['an order that is text', change((r) => (nav(r)['order'] = '1')), 'remotes.debt.nav[0].order must be a number'],
    ['an icon that is a component', change((r) => (nav(r)['icon'] = {})), 'remotes.debt.nav[0].icon must be'],
    ['a link into another remote', change((r) => (nav(r)['path'] = '/paluwagan')), '"/paluwagan" is not under'],
    ['lit for another remote', change((r) => (nav(r)['activeOn'] = ['/accounts'])), '"/accounts" is not under'],
    ['a widget without a size', change((r) => delete widget(r)['size']), 'remotes.debt.widgets[0] needs "size"'],
    ['an unknown size', change((r) => (widget(r)['size'] = 'huge')), 'widgets[0].size must be "full" or "compact"'],
    ['a module path', change((r) => (widget(r)['module'] = './DashboardWidget')), 'widgets[0].module must be'],
    ['two heights', change((r) => (widget(r)['reserve'] = [1, 2])), 'widgets[0].reserve must list 3 heights'],
    ['a height of 0', change((r) => (widget(r)['reserve'] = [0, 2, 3])), 'widgets[0].reserve[0] must be a height'],
    ['a height as text', change((r) => (widget(r)['reserve'] = [1, '2', 3])), 'widgets[0].reserve[1] must be'],
    ['a stray widget field', change((r) => (widget(r)['slot'] = 'debt')), 'widgets[0] has an unknown field "slot"'],
  ])('%s', (_, malformed, reason) => {
    expect(parse({ debt: malformed, paluwagan: paluwagan() })).toEqual({
      paluwagan: parse({ paluwagan: paluwagan() }).paluwagan,
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('config.json: remote "debt" left out: '));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(reason));
  });

  it.each(['my-remote', '1debt', '__proto__', 'debt/x'])('a name that is no container name: %p', (name) => {
    expect(Object.keys(parse({ [name]: debt(), paluwagan: paluwagan() }))).toEqual(['paluwagan']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`remote "${name}" left out`));
  });

  it('a second remote claiming a prefix already registered', () => {
    const rival = { ...paluwagan(), prefixes: ['/paluwagan', '/debt'], nav: [], widgets: [] };
    expect(Object.keys(parse({ debt: debt(), rival }))).toEqual(['debt']);
    expect(logged).toHaveBeenCalledWith(
      'config.json: remote "rival" left out: remotes.rival: prefix "/debt" is already registered by another remote',
    );
  });

  it('a remote whose widget id another remote already uses', () => {
    const twin = paluwagan();
    widget(twin)['id'] = 'debt';
    expect(Object.keys(parse({ debt: debt(), twin }))).toEqual(['debt']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('widget id "debt" is used twice'));
  });

  it('keeps every well-formed remote when several are malformed', () => {
    const remotes = parse({ broken: 3, debt: debt(), other: { entry: 'x' }, paluwagan: paluwagan() });
    expect(Object.keys(remotes)).toEqual(['debt', 'paluwagan']);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
