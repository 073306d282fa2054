import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { useAdoptTypedValue } from '../lib/use-adopt-typed-value';
import styles from './AuthCard.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown beside the label, e.g. the 'Esqueceu sua senha?' link. */
  labelAside?: ReactNode;
  /** Shown under the input, e.g. a live hint. */
  children?: ReactNode;
  /** Inside the input's box, at its end, e.g. the password visibility toggle. */
  trailing?: ReactNode;
}

/**
 * A labelled input of the account forms; the input gets its own id so the label names it. Text typed
 * before a pre-rendered form was hydrated is kept (useAdoptTypedValue).
 */
export function FormField({ label, labelAside, children, trailing, ...input }: FormFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(ref, input.value, input.onChange);
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div className={styles.field}>
      {labelAside ? (
        <div className={styles.labelRow}>
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {trailing ? (
        <div className={styles.inputWithTrailing}>
          <input ref={ref} id={id} className={styles.input} {...input} />
          {trailing}
        </div>
      ) : (
        <input ref={ref} id={id} className={styles.input} {...input} />
      )}
      {children}
    </div>
  );
}

/**
 * The e-mail input every account form uses: keyboard, autofill and placeholder. The e-mail is the
 * account's user name: `username` lets password managers pair it with the saved password.
 */
export const EMAIL_INPUT = {
  type: 'email',
  name: 'email',
  inputMode: 'email',
  autoComplete: 'username',
  placeholder: 'seu@email.com',
} as const;
