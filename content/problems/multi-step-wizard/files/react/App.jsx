import React from 'react';

const STEPS = ['Account', 'Profile', 'Review'];

export default function App() {
  // TODO:
  // - show one step at a time; mark the current step in the indicator with aria-current="step"
  // - Next validates the step: show each error below its input (aria-invalid, aria-describedby)
  //   and focus the first invalid input, or go to the next step
  // - Back returns to the previous step with everything entered kept
  // - on every step change, focus the new step's heading
  // - Create account replaces the form with the "Account created" section
  return (
    <main className="wizard">
      <h1>Create your account</h1>
      <ol className="steps" aria-label="Progress">
        {STEPS.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ol>
      <form noValidate>
        <section>
          <h2 tabIndex={-1}>Step 1 of 3: Account</h2>
          <div className="field">
            <label htmlFor="email">Email</label>
            <input id="email" name="email" type="email" autoComplete="email" />
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input id="password" name="password" type="password" autoComplete="new-password" />
          </div>
        </section>
        <section hidden>
          <h2 tabIndex={-1}>Step 2 of 3: Profile</h2>
          <div className="field">
            <label htmlFor="fullName">Full name</label>
            <input id="fullName" name="fullName" autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor="username">Username</label>
            <input id="username" name="username" autoComplete="username" />
          </div>
        </section>
        <section hidden>
          <h2 tabIndex={-1}>Step 3 of 3: Review</h2>
          <dl className="summary" data-testid="summary">
            <dt>Email</dt>
            <dd></dd>
            <dt>Full name</dt>
            <dd></dd>
            <dt>Username</dt>
            <dd></dd>
          </dl>
        </section>
        <div className="actions">
          <button type="button" hidden>
            Back
          </button>
          <button type="submit">Next</button>
        </div>
      </form>
      <section data-testid="done" hidden>
        <h2 tabIndex={-1}>Account created</h2>
        <p>Welcome, Ada Lovelace! Sign in as ada_l.</p>
      </section>
    </main>
  );
}
