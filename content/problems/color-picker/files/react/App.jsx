import React from 'react';

const SWATCHES = [
  { name: 'Crimson', hex: '#dc143c' },
  { name: 'Tangerine', hex: '#f28500' },
  { name: 'Fern', hex: '#4f7942' },
  { name: 'Ocean', hex: '#0077be' },
  { name: 'Plum', hex: '#8e4585' },
  { name: 'Slate', hex: '#334455' },
];

export default function App() {
  // TODO:
  // - clicking a swatch selects it (aria-checked, roving tabindex) and puts its hex in the input
  // - ArrowRight / ArrowDown and ArrowLeft / ArrowUp select and focus the next / previous swatch (wrapping)
  // - typing a valid #rgb or #rrggbb applies it (lowercase, 6 digits); anything else shows the error
  //   and keeps the current colour
  // - the preview and the status show the colour: 'Ocean (#0077be)' or 'Custom colour (#aabbcc)'
  const colour = SWATCHES[0];
  return (
    <main className="picker">
      <h1>Pick a colour</h1>
      <div role="radiogroup" aria-label="Swatches" className="swatches">
        {SWATCHES.map((swatch, index) => (
          <button
            key={swatch.hex}
            type="button"
            role="radio"
            aria-label={swatch.name}
            aria-checked={index === 0 ? 'true' : 'false'}
            tabIndex={index === 0 ? 0 : -1}
            className="swatch"
            style={{ backgroundColor: swatch.hex }}
          />
        ))}
      </div>
      <label htmlFor="hex-input" className="hex-label">
        Hex value
      </label>
      <input id="hex-input" className="hex-input" type="text" autoComplete="off" spellCheck="false" defaultValue={colour.hex} />
      {/* when the input is invalid: <p id="hex-error" className="error" role="alert">Enter a colour as #rgb or #rrggbb</p> */}
      <div className="preview" data-testid="preview" style={{ backgroundColor: colour.hex }} />
      <p className="status" role="status" data-testid="colour-status">
        {`${colour.name} (${colour.hex})`}
      </p>
    </main>
  );
}
