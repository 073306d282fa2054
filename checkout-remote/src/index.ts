// webpack needs an entry even for a remote; the shell only ever loads the exposed ./App through
// remoteEntry.js, so there is nothing to start here.
export {};
