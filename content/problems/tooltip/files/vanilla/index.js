// how long a pointer or focus must stay on a button before its tooltip shows
const DELAY = 500;

// the note panel is done: Escape anywhere inside it closes it
const note = document.getElementById('note');
note.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  note.hidden = true;
  document.getElementById('closed-message').hidden = false;
});

const triggers = Array.from(document.querySelectorAll('[aria-describedby^="tip-"]'));

// TODO:
// - hovering or focusing a button shows its tooltip (remove `hidden`) after DELAY ms
// - leaving it (mouse and focus both gone) hides it at once and cancels a pending show
// - Escape on a button hides its tooltip without closing the note (the key must not reach it)
// - only one tooltip is visible at a time
