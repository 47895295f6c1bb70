const form = document.querySelector('[data-testid="form"]');
const success = document.querySelector('[data-testid="success"]');
const NAMES = ['email', 'password', 'confirm'];
const inputs = Object.fromEntries(NAMES.map((name) => [name, document.getElementById(name)]));

// TODO:
// - validate on submit (no page reload)
// - show each error in <p id="<field>-error" data-testid="<field>-error"> below its input,
//   with aria-invalid / aria-describedby on the input
// - focus the first invalid field; after the first submit, re-validate as the user types
// - on success show "Account created for <email>" in the status element
