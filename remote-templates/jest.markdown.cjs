// Jest twin of rspack's `asset/source` for .md: the file's text as the module's default export.
module.exports = {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }),
};
