import React, { useState } from 'react';

const TOPICS = [
  ['support', 'Support'],
  ['sales', 'Sales'],
  ['feedback', 'Feedback'],
];
const EMPTY = { name: '', email: '', topic: '', message: '' };

// checkEmail(email) and sendMessage(fields): the fake API, handed over by index.jsx
export default function App({ checkEmail, sendMessage }) {
  const [values, setValues] = useState(EMPTY);
  const change = (field) => (event) => setValues((current) => ({ ...current, [field]: event.target.value }));
  // TODO:
  // - validate each field when it loses focus (and, once shown, as it changes); show the error in
  //   its <p id="<field>-error"> and set aria-invalid / aria-describedby on the field
  // - on blur of a well-formed email, ask checkEmail: a subscribed address is an error
  // - on submit: show every error and focus the first invalid field; otherwise, while busy
  //   (button disabled, form aria-busy="true"), check the email and call sendMessage
  // - success: "Thanks, <name>! We will reply to <email>." in the status, and an empty form;
  //   failure: "Could not send your message. Try again." in the alert
  return (
    <main className="contact">
      <h1 id="contact-title">Contact us</h1>
      <form aria-labelledby="contact-title" aria-busy="false" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="name">Name</label>
          <input id="name" type="text" autoComplete="name" value={values.name} onChange={change('name')} />
          <p id="name-error" className="error" data-testid="name-error"></p>
        </div>
        <div className="field">
          <label htmlFor="email">Email</label>
          <input id="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />
          <p id="email-error" className="error" data-testid="email-error"></p>
        </div>
        <div className="field">
          <div role="radiogroup" aria-labelledby="topic-label">
            <p id="topic-label" className="legend">
              Topic
            </p>
            {TOPICS.map(([value, label]) => (
              <div key={value} className="choice">
                <input
                  id={`topic-${value}`}
                  type="radio"
                  name="topic"
                  value={value}
                  checked={values.topic === value}
                  onChange={change('topic')}
                />
                <label htmlFor={`topic-${value}`}>{label}</label>
              </div>
            ))}
          </div>
          <p id="topic-error" className="error" data-testid="topic-error"></p>
        </div>
        <div className="field">
          <label htmlFor="message">Message</label>
          <textarea id="message" value={values.message} onChange={change('message')} />
          <p id="message-error" className="error" data-testid="message-error"></p>
        </div>
        <button type="submit">Send message</button>
        <p role="status" className="success" data-testid="form-status"></p>
        <p role="alert" className="failure" data-testid="form-error"></p>
      </form>
    </main>
  );
}
