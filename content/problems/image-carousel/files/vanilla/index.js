// the pictures are drawn here (SVG data URLs): nothing is fetched from another site
const picture = (from, to) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#g)"/></svg>`,
  );
const SLIDES = [
  { src: picture('#0ea5e9', '#166534'), alt: 'A river between green mountains', caption: 'Valley river' },
  { src: picture('#f97316', '#7f1d1d'), alt: 'Red rock canyon under a blue sky', caption: 'Canyon' },
  { src: picture('#e0f2fe', '#1e3a8a'), alt: 'Snowy peaks above a forest', caption: 'Mountains' },
  { src: picture('#a3e635', '#78350f'), alt: 'A bear walking through tall grass', caption: 'Wildlife' },
];

const carousel = document.querySelector('[data-testid="carousel"]');
const previous = document.querySelector('[data-testid="previous"]');
const next = document.querySelector('[data-testid="next"]');
const status = document.querySelector('[data-testid="status"]');

const slides = SLIDES.map((item, index) => {
  const figure = document.createElement('figure');
  figure.className = 'slide';
  figure.dataset.testid = 'slide';
  figure.setAttribute('role', 'group');
  figure.setAttribute('aria-roledescription', 'slide');
  figure.setAttribute('aria-label', `${index + 1} of ${SLIDES.length}`);
  figure.hidden = index !== 0;
  const img = document.createElement('img');
  img.src = item.src;
  img.alt = item.alt;
  img.width = 640;
  img.height = 360;
  const caption = document.createElement('figcaption');
  caption.textContent = item.caption;
  figure.append(img, caption);
  return figure;
});
document.querySelector('[data-testid="slides"]').append(...slides);

const pickers = SLIDES.map((item, index) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'picker';
  button.setAttribute('aria-label', `Go to slide ${index + 1}`);
  return button;
});
document.querySelector('[data-testid="pickers"]').append(...pickers);

// TODO:
// - keep the current slide's index; only that slide is shown (the others are `hidden`)
// - Previous / Next wrap around; "Go to slide N" shows slide N and carries aria-current
// - ArrowLeft / ArrowRight on the carousel act like Previous / Next (preventDefault)
// - the status reads "Slide N of 4: <caption>"; only the current image loads eagerly
