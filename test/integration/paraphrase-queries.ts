/**
 * Paraphrased queries for the semantic-search quality test. Each names a demo test idea (by its
 * `element_tested`) and a target record of it (by the start of its title). The test checks that
 * the query shares no content word with ANY record of that idea (both wordings, every industry),
 * so keyword search can only reach the idea through chance words.
 */
export interface ParaphraseQuery {
  query: string;
  element: string;
  /** The start of the target record's title. */
  titleStart: string;
}

export const PARAPHRASE_QUERIES: ParaphraseQuery[] = [
  { query: 'no mailing costs above a certain spend', element: 'Free shipping message', titleStart: 'Free shipping threshold' },
  { query: 'simplify the joining process by requesting less data', element: 'Sign-up form', titleStart: 'Shorter sign-up form' },
  { query: 'feedback scores from past clients at the checkout', element: 'Customer reviews', titleStart: 'Star ratings next to' },
  { query: 'reimbursement for unhappy clients, no questions', element: 'Guarantee badge', titleStart: 'Money-back guarantee badge' },
  { query: 'animated header photos switching automatically', element: 'Hero carousel', titleStart: 'Static hero replacing' },
  { query: 'grid contrasting us with other brands', element: 'Comparison table', titleStart: 'Comparison table against' },
  { query: 'film of the tool being operated', element: 'Product video', titleStart: 'Short product video' },
  { query: 'limit the tabs the website lists', element: 'Main navigation', titleStart: 'Simplified navigation' },
  { query: 'shop anonymously, no profile or username necessary', element: 'Checkout login step', titleStart: 'Guest checkout' },
  { query: 'offer expiring soon shown with remaining minutes', element: 'Countdown timer', titleStart: 'Countdown timer for' },
  { query: 'almost sold out alert', element: 'Stock indicator', titleStart: '"Only 3 left' },
  { query: 'certified safe transaction logos', element: 'Security seals', titleStart: 'Security seals beside' },
  { query: 'pick your industry to reach relevant content', element: 'Segment tiles', titleStart: '"Solutions for" tiles' },
  { query: 'easy 1-2-3 stages showing the method', element: 'How it works section', titleStart: 'Three-step' },
  { query: 'subscription presented as pennies each morning', element: 'Price display', titleStart: 'Price shown per day' },
  { query: 'dispel typical concerns of would-be buyers', element: 'FAQ section', titleStart: 'FAQ answering' },
  { query: 'gratis ebook in return for contact details', element: 'Content offer', titleStart: 'Free guide offered' },
  { query: 'special deal flashed at shoppers on their way out', element: 'Exit popup', titleStart: 'Exit-intent popup' },
  { query: 'big-name companies that rely on us', element: 'Logo wall', titleStart: 'Logos of well-known' },
  { query: 'precise weekday the package will come', element: 'Delivery estimate', titleStart: 'Exact delivery date' },
  { query: 'long-term subscription ticked automatically', element: 'Billing period toggle', titleStart: 'Annual billing selected' },
  { query: 'meter revealing how much of the purchase process remains', element: 'Checkout progress bar', titleStart: 'Progress indicator in' },
  { query: 'talk to a representative in real time', element: 'Live chat', titleStart: 'Live chat widget' },
  { query: 'footage of delighted buyers praising the product', element: 'Video testimonials', titleStart: 'Video testimonials from' },
  { query: 'product groups shown as thumbnails', element: 'Category tiles', titleStart: 'Category tiles with' },
  { query: 'little survey that suggests what to buy', element: 'Product finder quiz', titleStart: 'Product finder quiz' },
  { query: 'opening title that expresses the advantage to users', element: 'Hero headline', titleStart: 'Benefit-led hero headline' },
  { query: 'figure of new members enrolled lately', element: 'Adoption counter', titleStart: 'Counter of customers' },
  { query: 'discount notice pinned at the head of the website', element: 'Announcement bar', titleStart: 'Site-wide announcement bar' },
  { query: 'gdpr permission popup covering the website', element: 'Consent banner', titleStart: 'Slim consent banner' },
];
