import React from 'react';

const IMAGES = [
  { id: 'river', src: 'https://picsum.photos/id/1015/800/600', alt: 'A river winding between green hills', caption: 'The river bend' },
  { id: 'canyon', src: 'https://picsum.photos/id/1016/800/600', alt: 'Red rock canyon walls under a pale sky', caption: 'Canyon walls' },
  { id: 'peaks', src: 'https://picsum.photos/id/1018/800/600', alt: 'Snow-capped peaks above a dark forest', caption: 'Mountain range' },
  { id: 'bird', src: 'https://picsum.photos/id/1024/800/600', alt: 'A vulture perched against a clear sky', caption: 'Watchful bird' },
  { id: 'pug', src: 'https://picsum.photos/id/1025/800/600', alt: 'A pug wrapped in a checked blanket', caption: 'Sleepy pug' },
  { id: 'falls', src: 'https://picsum.photos/id/1039/800/600', alt: 'A waterfall pouring into a forest pool', caption: 'Forest waterfall' },
];

export default function App() {
  // TODO:
  // - clicking a thumbnail opens the lightbox on that image (the markup is sketched below)
  // - Previous / Next and ArrowLeft / ArrowRight move through the images, wrapping at both ends
  // - Escape and Close close it and give focus back to the thumbnail that opened it
  // - focus moves to Close when it opens and Tab / Shift+Tab stay inside the dialog
  return (
    <main className="gallery">
      <h1>Field trip photos</h1>
      <ul className="thumbs">
        {IMAGES.map((image) => (
          <li key={image.id}>
            <button type="button" className="thumb">
              <img src={image.src} alt={image.alt} />
            </button>
          </li>
        ))}
      </ul>
      {/*
      <div className="backdrop">
        <div role="dialog" aria-modal="true" aria-labelledby="lightbox-caption" className="lightbox">
          <img src={image.src} alt={image.alt} />
          <p id="lightbox-caption" className="lightbox-caption">{image.caption}</p>
          <p className="lightbox-counter">Image 1 of 6</p>
          <div className="lightbox-controls">
            <button type="button">Previous</button>
            <button type="button">Next</button>
            <button type="button" className="close">Close</button>
          </div>
        </div>
      </div>
      */}
    </main>
  );
}
