import {
  useEffectEvent,
  useLayoutEffect,
  type ChangeEvent,
  type ChangeEventHandler,
  type RefObject,
} from 'react';

/**
 * A pre-rendered form can be typed into (or autofilled) before React hydrates it. React 19 keeps that
 * text in the input while hydrating, but the state that renders the input still holds the server's
 * empty value: the next render would wipe the text and a submit would send nothing. Once hydrated,
 * the input's text goes to its onChange, as if typed then, so state and screen agree. It does so in a
 * layout effect: React renders that update before the hydrating task ends, so a tap or Enter right
 * after hydration finds the form's state holding the text (from a passive effect, a submit landing
 * between the two tasks sent the server's empty value: 'Email inválido').
 */
export function useAdoptTypedValue(
  ref: RefObject<HTMLInputElement | null>,
  value: unknown,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
) {
  const adopt = useEffectEvent(() => {
    const input = ref.current;
    if (!input || !onChange || typeof value !== 'string' || input.value === value) return;
    // The handlers read event.target (the input itself); nothing else of a change event.
    onChange({ target: input, currentTarget: input, type: 'change' } as ChangeEvent<HTMLInputElement>);
  });
  useLayoutEffect(() => adopt(), []);
}
