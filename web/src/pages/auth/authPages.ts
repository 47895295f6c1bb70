// The sign-in pages, one lazily loaded chunk (they share the form code and texts).
export { AuthCallbackPage } from './AuthCallbackPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
