import React from 'react';

const STARS = [1, 2, 3, 4, 5];

export default function App() {
  // TODO:
  // - keep the rating (0: none) in state
  // - clicking a star sets the rating; clicking the current one clears it
  // - derive aria-checked, data-filled, tabindex and the text from the rating
  // - ArrowRight/ArrowUp and ArrowLeft/ArrowDown change it by one (1 to 5) and move focus
  return (
    <main className="rating">
      <h1>Rate this problem</h1>
      <div role="radiogroup" aria-label="Rating" className="stars">
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            role="radio"
            className="star"
            data-testid="star"
            aria-label={star === 1 ? '1 star' : `${star} stars`}
            aria-checked="false"
            data-filled="false"
            tabIndex={star === 1 ? 0 : -1}
          >
            ★
          </button>
        ))}
      </div>
      <p className="rating-text" data-testid="rating-text">
        No rating
      </p>
    </main>
  );
}
