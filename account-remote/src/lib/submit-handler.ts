import type { FormEvent } from 'react';

/** A form's onSubmit that keeps the browser from navigating and runs the (async) action. */
export function submitHandler(action: () => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action();
  };
}
