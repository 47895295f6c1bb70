const FAQS = [
  {
    id: 'refund',
    question: 'How do I get a refund?',
    answer: 'Open Orders, choose the order and press Request refund. The money reaches your card within five working days.',
  },
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Standard delivery takes three to five days; express arrives the next working day.',
  },
  {
    id: 'address',
    question: 'Can I change my delivery address?',
    answer: 'Yes, until the parcel is packed. After that, contact support and we will try to redirect it.',
  },
  {
    id: 'password',
    question: 'I forgot my password. What now?',
    answer: 'Use Forgot password on the sign-in page; the link in the email is valid for one hour.',
  },
  {
    id: 'gift',
    question: 'Do you sell gift cards?',
    answer: 'Digital gift cards from 10 to 200 euros are sent by email and never expire.',
  },
  {
    id: 'cancel',
    question: 'How do I cancel my subscription?',
    answer: 'Go to Account, then Subscription, and press Cancel. You keep access until the period ends.',
  },
];

const list = document.querySelector('[data-testid="faq-list"]');
const search = document.getElementById('faq-search');
const empty = document.querySelector('[data-testid="empty"]');

/** draws the given questions; `fill(element, text)` writes a question's or an answer's text */
function renderList(faqs, fill = (element, text) => (element.textContent = text)) {
  list.replaceChildren(
    ...faqs.map((faq) => {
      const item = document.createElement('li');
      item.className = 'faq-item';
      item.innerHTML = `<h3><button type="button" class="question"></button></h3>
        <div class="answer" role="region" hidden><p></p></div>`;
      const button = item.querySelector('button');
      button.id = `faq-q-${faq.id}`;
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', `faq-a-${faq.id}`);
      const panel = item.querySelector('.answer');
      panel.id = `faq-a-${faq.id}`;
      panel.setAttribute('aria-labelledby', button.id);
      fill(button, faq.question);
      fill(panel.querySelector('p'), faq.answer);
      return item;
    }),
  );
}

renderList(FAQS);

// TODO:
// - a question button toggles its answer (aria-expanded, the panel's hidden); several can be open
// - the search filters questions by question or answer text 300 ms after the last keystroke,
//   ignoring case, and wraps every match in <mark>; no match shows 'No questions match'
// - Expand all opens every question shown, Collapse all closes them all
