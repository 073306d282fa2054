/**
 * The build-time helpers every remote compiles in (not a federated module): the remote skeleton and
 * the hooks and formatters remotes (and the shell) share.
 */
export * from './remote-app';
export * from './negotiate-platform';
export * from './use-api-resource';
export * from './use-countdown';
export * from './use-interval';
export * from './site-navigation';
export * from './use-hydrated';
export * from './checkout-conflict';
