/**
 * A price as a visitor reads it, in one place for the classifier, the facts and the audit: a currency
 * sign or code before or after the figure ("$29", "29 €", "12,50 EUR", "199 kr"), and the Philippine
 * "P12,500" (a capital P before a figure grouped in thousands, as menus and price lists there write it).
 */
const BEFORE = String.raw`[$€£¥₹₱₩₺₽₦₫฿₴₪₡₲₵]|\bP(?=\d{1,3}(?:,\d{3})+)`;
const AFTER = String.raw`[$€£¥₹₱₩₺₽₦₫฿₴₪₡₲₵]|usd|eur|kr|zł|kč|chf`;

/** Whether a text states a price (test only: no state between calls). */
export const PRICE = new RegExp(String.raw`(?:${BEFORE})\s?\d|\d(?:[.,]\d{1,2})?\s?(?:${AFTER})(?![a-z])`, 'i');

/** Every price in a text with its whole amount ("$1,299.00"), for `match` and `matchAll`. */
export const PRICES = new RegExp(String.raw`(?:${BEFORE})\s?\d[\d.,]*|\d[\d.,]*\s?(?:${AFTER})(?![a-z])`, 'gi');
