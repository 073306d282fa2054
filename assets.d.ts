// Module declarations for the files webpack turns into modules (CSS Modules, images), shared by every front end.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
/** A remote's platform contract range (package.json), written in by webpack's DefinePlugin and jest. */
declare const __PLATFORM_CONTRACT_RANGE__: string;
