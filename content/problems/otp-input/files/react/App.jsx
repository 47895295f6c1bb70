import React from 'react';

const LENGTH = 6;

export default function App() {
  // TODO:
  // - keep the six digits in state; only digits may go in (anything else is ignored)
  // - typing a digit moves focus to the next box; several digits at once (autofill) spread on
  // - Backspace clears the box, or on an empty box clears the previous one and moves there
  // - ArrowLeft / ArrowRight move between boxes; pasting a code fills the boxes from that one
  // - Verify is enabled only when all six are filled; submitting shows "Submitted code 123456"
  return (
    <main className="otp">
      <h1>Check your phone</h1>
      <p>We sent a 6-digit code to your phone.</p>
      <form>
        <fieldset>
          <legend>Verification code</legend>
          <div className="boxes">
            {Array.from({ length: LENGTH }, (_, index) => (
              <input
                key={index}
                type="text"
                inputMode="numeric"
                aria-label={`Digit ${index + 1} of ${LENGTH}`}
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
              />
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled>
          Verify
        </button>
      </form>
      <p className="status" role="status"></p>
    </main>
  );
}
