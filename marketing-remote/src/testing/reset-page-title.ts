// Jest setup (jest.config.cjs): pages set document.title, and no test's title may leak into the next.
afterEach(() => {
  document.title = '';
});
