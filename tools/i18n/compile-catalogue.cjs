// A catalogue file (`*.messages.json`: keys to ICU messages) compiled with Lingui's own compiler
// into what `@lingui/core` reads at run time, so no message is parsed in the browser. Used by the
// apps' webpack rule (catalogue-loader.cjs) and by Jest (catalogue-transform.cjs): the two read
// the same compiled messages. A message that does not parse fails the build, naming its key.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** @param {string} source the JSON text  @param {string} file for messages  @returns {Record<string, unknown>} */
function compileCatalogue(source, file) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a text`);
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  return compiled;
}

/** The compiled catalogue as a CommonJS/ESM-neutral module body. */
function catalogueModule(source, file) {
  return `module.exports = ${JSON.stringify(compileCatalogue(source, file))};`;
}

module.exports = { compileCatalogue, catalogueModule, CATALOGUE_FILE: /\.messages\.json$/ };
