import React from 'react';

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

export default function App() {
  // TODO:
  // - keep the values in state and validate them on submit (no page reload)
  // - show each error in <p id="<field>-error" data-testid="<field>-error"> below its input,
  //   with aria-invalid / aria-describedby on the input
  // - focus the first invalid field; after the first submit, re-validate as the user types
  // - on success show "Account created for <email>" in the status element
  return (
    <main className="signup">
      <h1>Create your account</h1>
      <form noValidate>
        {FIELDS.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={field.name}>{field.label}</label>
            <input id={field.name} name={field.name} type={field.type} autoComplete={field.autoComplete} />
          </div>
        ))}
        <button type="submit">Create account</button>
      </form>
      <p className="success" role="status" data-testid="success"></p>
    </main>
  );
}
