/** The fictional industries and brands of the demo catalogue, grouped by the tests they run. */
export type IndustryGroup = 'retail' | 'digital' | 'services' | 'nonprofit';

export interface Industry {
  name: string;
  group: IndustryGroup;
  brands: string[];
}

export const INDUSTRIES: Industry[] = [
  { name: 'Fashion retail', group: 'retail', brands: ['Linden & Loom', 'Thread Harbour', 'Copper Fern'] },
  { name: 'Home and furniture', group: 'retail', brands: ['Oakfield Living', 'Nestwell Home'] },
  { name: 'Consumer electronics', group: 'retail', brands: ['Voltline', 'Echo Acoustics'] },
  { name: 'Food and beverage', group: 'retail', brands: ['Pantry Parade', 'Fresh Fork'] },
  { name: 'Health and wellness', group: 'retail', brands: ['Vitalroot', 'Calm Current'] },
  { name: 'SaaS', group: 'digital', brands: ['Taskwise', 'Cloudmeadow', 'Ledgerly', 'Pinecrest Analytics'] },
  { name: 'Media and publishing', group: 'digital', brands: ['The Morning Ledger', 'Pagecraft Weekly'] },
  { name: 'Education', group: 'digital', brands: ['Brightpath Academy', 'Skillforge'] },
  { name: 'B2B services', group: 'services', brands: ['Northgate Advisory', 'Keystone Partners'] },
  { name: 'Financial services', group: 'services', brands: ['Harbour Mutual', 'Greenleaf Bank'] },
  { name: 'Travel', group: 'services', brands: ['Wayfarer Trips', 'Bluecoast Holidays'] },
  { name: 'Nonprofit', group: 'nonprofit', brands: ['Open Shelter Fund', 'River Aid'] },
];

export const DEVICES = ['desktop', 'mobile', 'all devices', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

export const PAGE_TYPES = ['home', 'landing', 'product', 'category', 'cart', 'checkout', 'pricing', 'signup', 'blog', 'resource', 'about', 'donation'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page types each group of industries has: no basket at a bank, no donation page in a shop. */
export const PAGES_OF: Record<IndustryGroup, readonly PageType[]> = {
  retail: ['home', 'landing', 'product', 'category', 'cart', 'checkout', 'pricing', 'signup', 'blog', 'resource', 'about'],
  digital: ['home', 'landing', 'product', 'category', 'checkout', 'pricing', 'signup', 'blog', 'resource', 'about'],
  services: ['home', 'landing', 'product', 'checkout', 'pricing', 'signup', 'blog', 'resource', 'about'],
  nonprofit: ['home', 'landing', 'signup', 'blog', 'resource', 'about', 'donation'],
};
