// webpack: `import en from './en.messages.json'` gives the compiled catalogue (compile-catalogue.cjs).
const { catalogueModule } = require('./compile-catalogue.cjs');

module.exports = function catalogueLoader(source) {
  return catalogueModule(source, this.resourcePath);
};
