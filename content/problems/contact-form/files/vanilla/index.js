// checkEmail(email) and sendMessage(fields) come from the script before this one in index.html
const form = document.querySelector('form');
const submitButton = form.querySelector('button[type="submit"]');
const statusElement = document.querySelector('[data-testid="form-status"]');
const alertElement = document.querySelector('[data-testid="form-error"]');
const fields = {
  name: document.querySelector('#name'),
  email: document.querySelector('#email'),
  topic: document.querySelector('#topic'), // the radio group
  message: document.querySelector('#message'),
};

form.addEventListener('submit', (event) => event.preventDefault());

// TODO:
// - validate each field when it loses focus (and, once shown, as it changes); show the error in
//   its <p id="<field>-error"> and set aria-invalid / aria-describedby on the field
// - on blur of a well-formed email, ask checkEmail: a subscribed address is an error
// - on submit: show every error and focus the first invalid field; otherwise, while busy
//   (button disabled, form aria-busy="true"), check the email and call sendMessage
// - success: "Thanks, <name>! We will reply to <email>." in the status, and an empty form;
//   failure: "Could not send your message. Try again." in the alert
