/**
 * For every test of the calling file: silences console.error (pages log the failures they
 * report, and tests provoke them on purpose), then restores all mocks after the test.
 * Call it at the top level of a spec file, or inside a describe block.
 */
export function silenceConsoleErrors() {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });
}
