import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work is running: shows a spinner and ignores clicks, but keeps focus (unlike `disabled`). */
  busy?: boolean;
  /** Full width (forms on phones). */
  block?: boolean;
}

/** Class names of a button, for links that look like one (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return ['ui-button', `ui-button--${variant}`, block ? 'ui-button--block' : ''].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', busy = false, block = false, className, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const guarded = (e: MouseEvent<HTMLButtonElement>) => {
    // A busy submit button cancels the click, which also cancels implicit submission by Enter.
    if (busy) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass(variant, block), className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={guarded}
    >
      {busy ? <Spinner size="small" /> : null}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
