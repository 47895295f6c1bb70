const group = document.querySelector('[data-testid="stars"]');
const text = document.querySelector('[data-testid="rating-text"]');

const stars = [1, 2, 3, 4, 5].map((value) => {
  const star = document.createElement('button');
  star.type = 'button';
  star.className = 'star';
  star.dataset.testid = 'star';
  star.dataset.filled = 'false';
  star.setAttribute('role', 'radio');
  star.setAttribute('aria-checked', 'false');
  star.setAttribute('aria-label', value === 1 ? '1 star' : `${value} stars`);
  star.tabIndex = value === 1 ? 0 : -1;
  star.textContent = '★';
  return star;
});
group.append(...stars);

// TODO:
// - keep the rating (0: none) in a variable
// - clicking a star sets the rating; clicking the current one clears it
// - derive aria-checked, data-filled, tabindex and the text from the rating
// - ArrowRight/ArrowUp and ArrowLeft/ArrowDown change it by one (1 to 5) and move focus
