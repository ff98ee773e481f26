// npm test runs Jest in a clean clone, with no timings cached: Jest then orders the test files by
// size and starts the data lib's property test (a small file that runs some nine minutes against
// the emulators) among the last, so it ends alone long after the rest. The property tests start
// first; the rest keep Jest's own order.
const Sequencer = require('@jest/test-sequencer').default;

const PROPERTY = /\.property\.spec\.tsx?$/;

class PropertyTestsFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((t) => PROPERTY.test(t.path)), ...sorted.filter((t) => !PROPERTY.test(t.path))];
  }
}

module.exports = PropertyTestsFirst;
