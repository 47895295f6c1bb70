const SECTIONS = [
  {
    id: 'shipping',
    title: 'How long does shipping take?',
    content: 'Orders ship within 2 business days. Delivery usually takes 3–5 business days after that.',
  },
  {
    id: 'returns',
    title: 'What is your return policy?',
    content: 'You can return any unused item within 30 days for a full refund.',
  },
  {
    id: 'support',
    title: 'How do I contact support?',
    content: 'Email support@example.com or use the chat, every day from 9:00 to 18:00.',
  },
];

const accordion = document.querySelector('[data-testid="accordion"]');

function createSection(section) {
  const item = document.createElement('div');
  item.className = 'accordion-item';
  item.innerHTML = `
    <h3 class="accordion-heading">
      <button type="button" class="accordion-trigger" data-testid="accordion-trigger" aria-expanded="false">
        <span class="accordion-title"></span>
        <span class="accordion-icon" aria-hidden="true"></span>
      </button>
    </h3>
    <div class="accordion-panel" data-testid="accordion-panel" role="region" hidden>
      <p></p>
    </div>`;
  const trigger = item.querySelector('button');
  const panel = item.querySelector('.accordion-panel');
  trigger.id = `${section.id}-trigger`;
  trigger.setAttribute('aria-controls', `${section.id}-panel`);
  trigger.querySelector('.accordion-title').textContent = section.title;
  panel.id = `${section.id}-panel`;
  panel.setAttribute('aria-labelledby', trigger.id);
  panel.querySelector('p').textContent = section.content;
  return item;
}

accordion.append(...SECTIONS.map(createSection));

// TODO:
// - remember which section is open (at most one; none at first)
// - clicking a header opens its panel and closes the others; clicking the open one closes it
// - keep aria-expanded and the panel's `hidden` attribute in sync with the state
// - ArrowDown / ArrowUp / Home / End move focus between the headers
