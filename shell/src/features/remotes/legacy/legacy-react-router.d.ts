// The previous contract major's router: React Router's CommonJS build, a copy separate from the
// shell's own (webpack.shared.cjs `legacyRouterAlias`), with the same API.
declare module 'legacy-react-router' {
  export * from 'react-router';
}
