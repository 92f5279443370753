import './ui.css';

export { Alert, type AlertTone } from './alert.tsx';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './button.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { Field, type FieldProps } from './field.tsx';
export { FieldMessages } from './field-message.tsx';
export { fieldAria, fieldIds } from './field-ids.ts';
export { Modal, type ModalProps } from './modal.tsx';
export { PasswordField } from './password-field.tsx';
export { ProgressModal, type ProgressModalProps } from './progress-modal.tsx';
export { authStatusProgress, progressCloseDelayMs, progressOf, type AuthStatus } from './auth-status.ts';
export { Spinner } from './spinner.tsx';
export { useHydrated } from './use-hydrated.ts';
