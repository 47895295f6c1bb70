// setLiked(liked) comes from the script before this one in index.html
const likeButton = document.querySelector('.like');
const countElement = document.querySelector('[data-testid="count"]');
const errorElement = document.querySelector('[data-testid="error"]');

// TODO:
// - a click flips aria-pressed and the count ("13 likes", "1 like") at once, then asks the server
// - when the answer comes, show what the server says (its count may differ)
// - a failed request rolls back to the server's last known state and shows
//   "Could not save your like. Try again." in the alert
// - never two requests at once: clicks while one is in flight only change what you want; when it
//   answers, send one more request only if that differs from what the server now has
