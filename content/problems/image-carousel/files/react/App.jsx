import React from 'react';

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

export default function App() {
  // TODO:
  // - keep the current slide's index; only that slide is shown (the others are `hidden`)
  // - Previous / Next wrap around; "Go to slide N" shows slide N and carries aria-current
  // - ArrowLeft / ArrowRight on the carousel act like Previous / Next (preventDefault)
  // - the status reads "Slide N of 4: <caption>"; only the current image loads eagerly
  return (
    <main className="gallery">
      <section className="carousel" data-testid="carousel" aria-roledescription="carousel" aria-label="Landscapes" tabIndex={0}>
        {SLIDES.map((slide, index) => (
          <figure
            key={slide.caption}
            className="slide"
            data-testid="slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${SLIDES.length}`}
            hidden={index !== 0}
          >
            <img src={slide.src} alt={slide.alt} width="640" height="360" />
            <figcaption>{slide.caption}</figcaption>
          </figure>
        ))}
        <div className="controls">
          <button type="button">Previous</button>
          <div className="pickers">
            {SLIDES.map((slide, index) => (
              <button key={slide.caption} type="button" className="picker" aria-label={`Go to slide ${index + 1}`} />
            ))}
          </div>
          <button type="button">Next</button>
        </div>
        <p className="status" data-testid="status" aria-live="polite">
          Slide 1 of 4: Valley river
        </p>
      </section>
    </main>
  );
}
