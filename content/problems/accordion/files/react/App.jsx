import React from 'react';

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

export default function App() {
  // TODO:
  // - remember which section is open (at most one; none at first)
  // - clicking a header opens its panel and closes the others; clicking the open one closes it
  // - keep aria-expanded and the panel's `hidden` attribute in sync with the state
  // - ArrowDown / ArrowUp / Home / End move focus between the headers
  return (
    <main className="faq">
      <h1>Frequently asked questions</h1>
      <div className="accordion">
        {SECTIONS.map((section) => (
          <div className="accordion-item" key={section.id}>
            <h3 className="accordion-heading">
              <button
                type="button"
                id={`${section.id}-trigger`}
                className="accordion-trigger"
                data-testid="accordion-trigger"
                aria-expanded="false"
                aria-controls={`${section.id}-panel`}
              >
                {section.title}
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={`${section.id}-panel`}
              className="accordion-panel"
              data-testid="accordion-panel"
              role="region"
              aria-labelledby={`${section.id}-trigger`}
              hidden
            >
              <p>{section.content}</p>
            </div>
          </div>
        ))}
      </div>
    </main>
  );
}
