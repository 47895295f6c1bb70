const opener = document.querySelector('[data-testid="opener"]');
const backdrop = document.querySelector('[data-testid="backdrop"]');
const dialog = backdrop.querySelector('[role="dialog"]');
const cancelButton = document.querySelector('[data-testid="cancel"]');
const deleteButton = document.querySelector('[data-testid="delete"]');
const result = document.querySelector('[data-testid="result"]');

// TODO:
// - show the dialog (remove the backdrop's `hidden`) when "Delete account" is clicked
// - move focus to Cancel when it opens; give focus back to "Delete account" when it closes
// - close with Cancel, Escape (preventDefault) and a click on the backdrop itself
// - Delete closes it and shows "Your account was deleted." in the status element
// - trap Tab / Shift+Tab inside the dialog
