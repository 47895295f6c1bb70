import { createApp } from 'vue';
import App from './App.vue';

// A fake back end for the contact form. Do not change it: the tests rely on how it behaves.
// The two functions are handed to App as props.
//
// checkEmail(email) → Promise<boolean>: after 60 ms, whether the address (in any letter case) is
//   already subscribed; subscriber@example.com and team@example.com are.
// sendMessage({ name, email, topic, message }) → Promise<{ id: number }>: after 90 ms; it rejects
//   when the server fails.
// globalThis.contactServer is the server's state, read and changed by the tests: `checked` lists
//   the emails checked, `sent` the messages received, and `failNext = true` makes the next
//   sendMessage reject.
const SUBSCRIBED = ['subscriber@example.com', 'team@example.com'];
const contactServer = { checked: [], sent: [], failNext: false };
globalThis.contactServer = contactServer;

function checkEmail(email) {
  contactServer.checked.push(email);
  return new Promise((resolve) => {
    setTimeout(() => resolve(SUBSCRIBED.includes(String(email).trim().toLowerCase())), 60);
  });
}

function sendMessage(fields) {
  const fail = contactServer.failNext;
  contactServer.failNext = false;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('Server error: the message was not saved'));
        return;
      }
      contactServer.sent.push({ ...fields });
      resolve({ id: contactServer.sent.length });
    }, 90);
  });
}

createApp(App, { checkEmail, sendMessage }).mount('#app');
