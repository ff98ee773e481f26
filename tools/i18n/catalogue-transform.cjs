// Jest: catalogues compiled exactly as the webpack build compiles them (compile-catalogue.cjs).
// Jest parses a .json module's transformed text as JSON, so the output stays JSON.
const crypto = require('crypto');
const fs = require('fs');
const { compileCatalogue } = require('./compile-catalogue.cjs');

/** Jest's cache knows a transformer's config, not its code: the code and the compiler's version join the key. */
const codeKey = [__filename, require.resolve('./compile-catalogue.cjs')]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .concat(fs.readFileSync(require.resolve('@lingui/message-utils/compileMessage'), 'utf8'))
  .join('\n');

module.exports = {
  process(source, file) {
    return { code: JSON.stringify(compileCatalogue(source, file)) };
  },
  getCacheKey(source, file) {
    return crypto.createHash('sha256').update(codeKey).update(file).update(source).digest('hex');
  },
};
