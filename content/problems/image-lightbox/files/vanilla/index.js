const IMAGES = [
  { id: 'river', src: 'https://picsum.photos/id/1015/800/600', alt: 'A river winding between green hills', caption: 'The river bend' },
  { id: 'canyon', src: 'https://picsum.photos/id/1016/800/600', alt: 'Red rock canyon walls under a pale sky', caption: 'Canyon walls' },
  { id: 'peaks', src: 'https://picsum.photos/id/1018/800/600', alt: 'Snow-capped peaks above a dark forest', caption: 'Mountain range' },
  { id: 'bird', src: 'https://picsum.photos/id/1024/800/600', alt: 'A vulture perched against a clear sky', caption: 'Watchful bird' },
  { id: 'pug', src: 'https://picsum.photos/id/1025/800/600', alt: 'A pug wrapped in a checked blanket', caption: 'Sleepy pug' },
  { id: 'falls', src: 'https://picsum.photos/id/1039/800/600', alt: 'A waterfall pouring into a forest pool', caption: 'Forest waterfall' },
];

const list = document.querySelector('[data-testid="thumbs"]');

const thumbs = IMAGES.map((image) => {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'thumb';
  const img = document.createElement('img');
  img.src = image.src;
  img.alt = image.alt;
  button.append(img);
  item.append(button);
  list.append(item);
  return button;
});

// TODO:
// - clicking a thumbnail opens the lightbox on that image:
//   <div class="backdrop">
//     <div role="dialog" aria-modal="true" aria-labelledby="lightbox-caption" class="lightbox">
//       <img> <p id="lightbox-caption" class="lightbox-caption">caption</p>
//       <p class="lightbox-counter">Image 1 of 6</p>
//       <div class="lightbox-controls">Previous, Next and Close buttons (Close has class="close")</div>
//     </div>
//   </div>
// - Previous / Next and ArrowLeft / ArrowRight move through the images, wrapping at both ends
// - Escape and Close close it and give focus back to the thumbnail that opened it
// - focus moves to Close when it opens and Tab / Shift+Tab stay inside the dialog
