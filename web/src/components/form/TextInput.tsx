// A text input in the app's style, marked invalid (aria-invalid, red border) on request.
import type { InputHTMLAttributes, Ref } from 'react';
import { inputClass } from './fieldStyles';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; ref?: Ref<HTMLInputElement> };

export function TextInput({ invalid, className = '', ...props }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={inputClass(invalid, className)} {...props} />;
}
