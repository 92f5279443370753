import { expect, test } from './test.ts';
import { e2eEvents, e2eUsers } from './fixture-data.ts';
import { openAdmin } from './log-in.ts';
import { answerConfirm } from './answer-confirm.ts';

/*
 * Registration fields (SPEC §7 specific/add_field, update_field, destroy_field), reached from the
 * admin home: the organizer asks a question in English and Polish, rewords the Polish one, an
 * attendee's form asks it in their language, and the organizer removes it (asked first).
 */
const { slug } = e2eEvents.builder;

test('an organizer adds a registration field in two languages, rewords it, and removes it', async ({ page }) => {
  await openAdmin(page, slug, e2eUsers.builderAdmin);
  await page.getByRole('link', { name: 'Registration fields' }).click();
  await expect(page.getByText('No extra fields: attendees join with their name and e-mail only.')).toBeVisible();
  const newField = page.getByRole('form', { name: 'New field' });
  const question = newField.getByLabel(/^Question( \*)?$/);
  await newField.getByRole('button', { name: 'Add the field' }).click();
  await expect(question).toHaveAttribute('required', '');
  await question.fill('Company size');
  // The builder event speaks English (its main language) and Polish: one more box, optional.
  await newField.getByLabel('Question in Polski').fill('Wielkość firmy');
  await newField.getByLabel('Attendees must answer it').check();
  await newField.getByRole('button', { name: 'Add the field' }).click();
  const sizeField = page.getByRole('listitem').filter({ hasText: 'Company size' });
  await expect(sizeField.getByText('required · 0 answers')).toBeVisible();
  await expect(sizeField.getByText('Polski: Wielkość firmy')).toBeVisible();
  // Added: said next to the form, which is empty again (a second click must not add a twin), focus in the question.
  await expect(page.getByRole('status').filter({ hasText: 'Field “Company size” added.' })).toBeVisible();
  await expect(question).toHaveValue('');
  await expect(newField.getByLabel('Question in Polski')).toHaveValue('');
  await expect(newField.getByLabel('Attendees must answer it')).not.toBeChecked();
  await expect(question).toBeFocused();

  // Rewording the Polish question: the edit form opens under the card with what is saved.
  await sizeField.getByText('Edit', { exact: true }).click();
  const polish = sizeField.getByLabel('Question in Polski');
  await expect(polish).toHaveValue('Wielkość firmy');
  await polish.fill('Liczba pracowników');
  await sizeField.getByRole('button', { name: 'Save the field' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Field “Company size” saved.' })).toBeFocused();
  await expect(sizeField.getByText('Polski: Liczba pracowników')).toBeVisible();
  await expect(sizeField.getByRole('button', { name: 'Save the field' })).toBeHidden();

  // The attendee's form asks it in their language (the organizer is a member, so the step shows).
  await page.goto(`/${slug}/onboarding?step=fields&lng=pl`);
  await expect(page.getByLabel(/^Liczba pracowników/)).toBeVisible();
  await page.goto(`/${slug}/onboarding?step=fields&lng=en`);
  await expect(page.getByLabel(/^Company size/)).toBeVisible();

  // Removing asks first, naming the field; "Cancel" keeps it. In English on purpose: a late
  // request of the Polish page above (sent with its ?lng=pl) could leave the language cookie Polish.
  await page.goto(`/${slug}/admin/specific-fields?lng=en`);
  const remove = page.getByRole('button', { name: 'Remove the field “Company size” and its answers' });
  let asked = answerConfirm(page, false);
  await remove.click();
  expect(await asked).toBe('Remove the field “Company size”? No one has answered it yet.');
  await expect(sizeField).toBeVisible();
  asked = answerConfirm(page, true);
  await remove.click();
  expect(await asked).toBe('Remove the field “Company size”? No one has answered it yet.');
  await expect(page.getByText('No extra fields: attendees join with their name and e-mail only.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Field removed.' })).toBeFocused();

  // A long question wraps; its buttons stay inside the card at 1280 and 390 px, its edit form too.
  const long = 'Which workshops would you like to attend on the second day of the conference, and why?';
  await question.fill(long);
  await newField.getByRole('button', { name: 'Add the field' }).click();
  const longCard = page.getByRole('listitem').filter({ hasText: long });
  await longCard.getByText('Edit', { exact: true }).click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const card = (await longCard.boundingBox())!;
    for (const inner of [longCard.getByRole('button', { name: /^Remove/ }), longCard.getByRole('button', { name: 'Save the field' }), longCard.getByLabel('Question in Polski')]) {
      const box = (await inner.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  asked = answerConfirm(page, true);
  await longCard.getByRole('button', { name: /^Remove/ }).click();
  expect(await asked).toBe(`Remove the field “${long}”? No one has answered it yet.`);
  await expect(longCard).toHaveCount(0);
});
