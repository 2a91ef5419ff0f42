import type { Page as PlaywrightPage } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';

/**
 * The few things the shared e2e checks do to a page, whichever driver holds it: Playwright
 * (Chromium) or Puppeteer over WebDriver BiDi (Firefox). Selectors are CSS; `first` match wins.
 */
export interface DrivenPage {
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Waits until an element matches (attached, visible or not). */
  waitFor(selector: string, timeoutMs?: number): Promise<void>;
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  /** Replaces the value of the form control whose label's text contains `label`, as a user types it. */
  fillLabelled(label: string, value: string): Promise<void>;
  bringToFront(): Promise<void>;
  title(): Promise<string>;
}

export function playwrightPage(page: PlaywrightPage): DrivenPage {
  return {
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    waitFor: (selector, timeout) => page.locator(selector).first().waitFor({ state: 'attached', timeout }),
    click: (selector) => page.locator(selector).first().click(),
    hover: (selector) => page.locator(selector).first().hover(),
    fillLabelled: (label, value) => page.getByLabel(label).fill(value),
    bringToFront: () => page.bringToFront(),
    title: () => page.title(),
  };
}

export function puppeteerPage(page: PuppeteerPage): DrivenPage {
  return {
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    // Polled on a timer: Puppeteer's default polls on animation frames, which a tab behind another never gets.
    waitFor: async (selector, timeout = 30_000) => {
      await page.waitForFunction((s) => document.querySelector(s) !== null, { polling: 100, timeout }, selector);
    },
    click: async (selector) => {
      await page.waitForSelector(selector);
      await page.click(selector);
    },
    hover: async (selector) => {
      await page.waitForSelector(selector);
      await page.hover(selector);
    },
    fillLabelled: async (label, value) => {
      const control = await page.waitForFunction(
        (text) => [...document.querySelectorAll('label')].find((l) => l.textContent?.includes(text))?.control ?? null,
        {},
        label,
      );
      const input = control.asElement() as import('puppeteer-core').ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`no control labelled "${label}"`);
      await input.click({ count: 3 });
      await input.evaluate((el) => el.select());
      await page.keyboard.press('Backspace');
      await input.type(value);
    },
    bringToFront: () => page.bringToFront(),
    title: () => page.title(),
  };
}
