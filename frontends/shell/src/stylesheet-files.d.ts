/** A stylesheet imported by a module is a file of the build: the import is its URL (webpack.config.mjs). */
declare module '*.css' {
  const url: string;
  export default url;
}
