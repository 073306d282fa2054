import { afterNextPaint } from './after-next-paint';

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('runs after the next frame has been painted, not before it, and once', () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const task = jest.fn();
  afterNextPaint(task);
  jest.runAllTimers();
  expect(task).not.toHaveBeenCalled(); // no frame yet

  frames.shift()!(0); // the frame's callbacks run before it is painted…
  expect(task).not.toHaveBeenCalled();
  jest.runAllTimers(); // …the task just after
  expect(task).toHaveBeenCalledTimes(1);

  document.dispatchEvent(new Event('visibilitychange'));
  expect(task).toHaveBeenCalledTimes(1);
});

test('a hidden page paints no frame: the task runs at once', () => {
  visibility = 'hidden';
  const task = jest.fn();
  afterNextPaint(task);
  expect(task).toHaveBeenCalledTimes(1);
});

test('a page hidden before its next frame runs the task then', () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0); // no frame comes
  const task = jest.fn();
  afterNextPaint(task);
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  expect(task).toHaveBeenCalledTimes(1);
});
