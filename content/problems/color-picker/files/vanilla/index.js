const SWATCHES = [
  { name: 'Crimson', hex: '#dc143c' },
  { name: 'Tangerine', hex: '#f28500' },
  { name: 'Fern', hex: '#4f7942' },
  { name: 'Ocean', hex: '#0077be' },
  { name: 'Plum', hex: '#8e4585' },
  { name: 'Slate', hex: '#334455' },
];

const group = document.querySelector('[data-testid="swatches"]');
const input = document.getElementById('hex-input');
const error = document.getElementById('hex-error');
const preview = document.querySelector('[data-testid="preview"]');
const status = document.querySelector('[data-testid="colour-status"]');

const radios = SWATCHES.map((swatch, index) => {
  const radio = document.createElement('button');
  radio.type = 'button';
  radio.className = 'swatch';
  radio.setAttribute('role', 'radio');
  radio.setAttribute('aria-label', swatch.name);
  radio.setAttribute('aria-checked', index === 0 ? 'true' : 'false');
  radio.tabIndex = index === 0 ? 0 : -1;
  radio.style.backgroundColor = swatch.hex;
  group.append(radio);
  return radio;
});

input.value = SWATCHES[0].hex;
preview.style.backgroundColor = SWATCHES[0].hex;
status.textContent = `${SWATCHES[0].name} (${SWATCHES[0].hex})`;

// TODO:
// - clicking a swatch selects it (aria-checked, roving tabindex) and puts its hex in the input
// - ArrowRight / ArrowDown and ArrowLeft / ArrowUp select and focus the next / previous swatch (wrapping)
// - typing a valid #rgb or #rrggbb applies it (lowercase, 6 digits); anything else shows the error
//   and keeps the current colour
// - the preview and the status show the colour: 'Ocean (#0077be)' or 'Custom colour (#aabbcc)'
// - the error paragraph (#hex-error) is shown only while the input is invalid
