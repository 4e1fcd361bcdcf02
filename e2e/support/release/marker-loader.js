// Replaces every occurrence of `find` with `replace` in a source file: the release's visible change.
module.exports = function markerLoader(source) {
  const { find, replace } = this.getOptions();
  return source.split(find).join(replace);
};
