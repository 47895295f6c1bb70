import React from 'react';

export default function App() {
  // TODO:
  // - typing in one field shows the conversion in the other (one decimal at most, no trailing zeros)
  // - the field being typed in keeps exactly what was typed; a blank field empties the other
  // - text that is not a number: the other field stays empty, "Enter a number" shows in
  //   <p id="error" data-testid="error">, and the typed field gets aria-invalid="true"
  return (
    <main className="converter">
      <h1>Temperature</h1>
      <div className="field">
        <label htmlFor="celsius">Celsius</label>
        <input id="celsius" inputMode="decimal" />
      </div>
      <div className="field">
        <label htmlFor="fahrenheit">Fahrenheit</label>
        <input id="fahrenheit" inputMode="decimal" />
      </div>
    </main>
  );
}
