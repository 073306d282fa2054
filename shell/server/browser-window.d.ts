// The platform contract's types (@busqy/platform-contract, read here for its prerender types) name the
// browser's Window once (Platform.openTab). The server is type-checked without the DOM library, and no
// window exists on the server: here the name means nothing can be one.
type Window = never;
