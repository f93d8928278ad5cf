/** Checks a Reply against Discord's limits, and that no text in it can ping anyone. */
import { LIMITS, type Reply } from '../../src/reply/reply';

/** Each broken limit, as "where: what" (empty when the reply is within every limit). */
export function limitViolations(reply: Reply): string[] {
  const problems: string[] = [];
  const check = (where: string, text: string | undefined, max: number) => {
    if (text === undefined) return;
    if (text.length > max) problems.push(`${where}: ${text.length} characters, over ${max}`);
    if (/@(everyone|here)|<@[!&]?\d/i.test(text)) problems.push(`${where}: would ping: ${text.slice(0, 80)}`);
  };
  check('content', reply.content, LIMITS.content);
  reply.pages.forEach((page, i) => {
    check(`page ${i} title`, page.title, LIMITS.embedTitle);
    check(`page ${i} text`, page.text, LIMITS.embedDescription);
    check(`page ${i} footer`, page.footer, LIMITS.footer);
    if ((page.fields?.length ?? 0) > LIMITS.embedFields) problems.push(`page ${i}: ${page.fields!.length} fields`);
    page.fields?.forEach((field, f) => {
      check(`page ${i} field ${f} name`, field.name, LIMITS.fieldName);
      check(`page ${i} field ${f} value`, field.value, LIMITS.fieldValue);
    });
    const total = [page.title, page.text, page.footer, ...(page.fields ?? []).flatMap((field) => [field.name, field.value])].join('').length;
    if (total > LIMITS.embedTotal) problems.push(`page ${i}: embed of ${total} characters, over ${LIMITS.embedTotal}`);
  });
  for (const button of reply.buttons ?? []) {
    check('button label', button.label, LIMITS.buttonLabel);
    check('button customId', button.customId, LIMITS.customId);
  }
  if (reply.pageKey) check('pageKey + page', `${reply.pageKey}:${reply.pages.length}`, LIMITS.customId);
  if (reply.select) {
    check('select customId', reply.select.customId, LIMITS.customId);
    if (reply.select.options.length > LIMITS.selectOptions) problems.push(`select: ${reply.select.options.length} options`);
    for (const option of reply.select.options) {
      check('select label', option.label, LIMITS.selectLabel);
      check('select value', option.value, LIMITS.selectValue);
      check('select description', option.description, LIMITS.selectDescription);
    }
  }
  return problems;
}
