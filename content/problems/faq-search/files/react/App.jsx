import React from 'react';

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

export default function App() {
  // TODO:
  // - a question button toggles its answer (aria-expanded, the panel's hidden); several can be open
  // - the search filters questions by question or answer text 300 ms after the last keystroke,
  //   ignoring case, and wraps every match in <mark>; no match shows 'No questions match'
  // - Expand all opens every question shown, Collapse all closes them all
  return (
    <main className="faq">
      <h1>Help centre</h1>
      <div className="search">
        <label htmlFor="faq-search">Search questions</label>
        <input id="faq-search" type="search" autoComplete="off" />
      </div>
      <div className="bulk">
        <button type="button">Expand all</button>
        <button type="button">Collapse all</button>
      </div>
      <ul className="faq-list">
        {FAQS.map((faq) => (
          <li key={faq.id} className="faq-item">
            <h3>
              <button type="button" className="question" id={`faq-q-${faq.id}`} aria-expanded="false" aria-controls={`faq-a-${faq.id}`}>
                {faq.question}
              </button>
            </h3>
            <div className="answer" id={`faq-a-${faq.id}`} role="region" aria-labelledby={`faq-q-${faq.id}`} hidden>
              <p>{faq.answer}</p>
            </div>
          </li>
        ))}
      </ul>
      {/* when nothing matches: <p className="empty">No questions match</p> */}
    </main>
  );
}
