import type { Page } from '@playwright/test';

/** Answers the next confirm() (Playwright would dismiss it unasked) and resolves with its question. */
export function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}
