const DURATION = 5000; // ms a toast stays on screen
const MAX_TOASTS = 3;

const stack = document.querySelector('[data-testid="toasts"]');
const showSuccess = document.querySelector('[data-testid="show-success"]');
const showError = document.querySelector('[data-testid="show-error"]');

/** one toast's markup: a message and a Dismiss button */
function createToastElement(kind, message) {
  const toast = document.createElement('div');
  toast.className = 'toast';
  toast.dataset.testid = 'toast';
  toast.dataset.kind = kind;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  const text = document.createElement('p');
  text.className = 'toast-message';
  text.dataset.testid = 'toast-message';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', 'Dismiss');
  close.textContent = '×';
  toast.append(text, close);
  return toast;
}

// TODO:
// - "Show success" adds "Changes saved #N", "Show error" adds "Upload failed #N"
//   (N counts every toast made so far, from 1)
// - newest at the bottom; at most MAX_TOASTS: adding one more removes the oldest
// - each toast is dismissed after DURATION ms, pausing while the pointer is over it or focus
//   is inside it (and resuming with the time that was left); Dismiss removes it
