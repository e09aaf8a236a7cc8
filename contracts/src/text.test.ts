import { describe, expect, it } from 'vitest';
import { newPasswordSchema, usernameSchema } from './accounts';
import { codeBatchBody } from './codes';
import { frequencyBody } from './frequencies';
import { idField, idParam, isMultiLineText, isSingleLineText, multiLineText, singleLineText } from './text';
import { translate } from './texts';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('the text rule', () => {
  const refusedEverywhere = [
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udfff'],
    ['a high surrogate at the end', 'abc\ud83d'],
    ['BEL', 'a\u0007'],
    ['ESC', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
  ] as const;

  it.each(refusedEverywhere)('refuses %s in single-line and multi-line text', (_, text) => {
    expect(isSingleLineText(text)).toBe(false);
    expect(isMultiLineText(text)).toBe(false);
    expect(firstMessage(singleLineText().safeParse(text))).toBe('textInvalid');
    expect(firstMessage(multiLineText().safeParse(text))).toBe('textInvalid');
  });

  it.each([
    ['a newline', 'a\nb'],
    ['CR LF', 'a\r\nb'],
    ['a tab', 'a\tb'],
  ])('allows %s in multi-line text only', (_, text) => {
    expect(isSingleLineText(text)).toBe(false);
    expect(isMultiLineText(text)).toBe(true);
    expect(multiLineText().parse(text)).toBe(text);
  });

  it.each([
    'Energietaler',
    'Grüße aus Köln – ß, é, ñ',
    'emoji 😀 and 👍🏽 (surrogate pairs)',
    '漢字とかな',
    'non\u00a0breaking space',
  ])('keeps ordinary text: %s', (text) => {
    expect(singleLineText().parse(text)).toBe(text);
    expect(multiLineText().parse(text)).toBe(text);
  });

  it('answers a value that is no string with the field message', () => {
    for (const value of [1, true, null, {}, ['a']])
      expect(firstMessage(singleLineText('usernameRequired').safeParse(value))).toBe('usernameRequired');
  });

  it('says so in both languages', () => {
    expect(translate('textInvalid', 'de')).toBe('Der Text enthält unzulässige Zeichen');
    expect(translate('textInvalid', 'en')).toBe('The text contains characters that are not allowed');
  });

  it('is what the schemas use: descriptions take lines, names do not', () => {
    const fields = {
      nameDE: 'Liebe',
      descriptionDE: 'Zeile eins\nZeile zwei',
      nameEN: 'Love',
      descriptionEN: 'Line one\r\nLine two',
    };
    expect(frequencyBody.safeParse(fields).success).toBe(true);
    expect(firstMessage(frequencyBody.safeParse({ ...fields, nameEN: 'Lo\nve' }))).toBe('textInvalid');
    expect(firstMessage(frequencyBody.safeParse({ ...fields, descriptionDE: 'a\u0000' }))).toBe(
      'textInvalid',
    );
  });
});

describe('passwords', () => {
  it('must hold something other than white space', () => {
    expect(firstMessage(newPasswordSchema.safeParse('      '))).toBe('passwordBlank');
    expect(firstMessage(newPasswordSchema.safeParse('\u3000\u3000\u3000\u3000\u3000\u3000'))).toBe(
      'passwordBlank',
    );
    expect(firstMessage(newPasswordSchema.safeParse('   '))).toBe('passwordTooShort');
    expect(newPasswordSchema.parse('  a b c  ')).toBe('  a b c  ');
    expect(translate('passwordBlank', 'en')).toBe('The password must not consist of spaces only');
  });

  it('follow the text rule', () => {
    expect(firstMessage(newPasswordSchema.safeParse('good-pass\u0000word'))).toBe('textInvalid');
  });
});

describe('ids', () => {
  it.each(['1', '7', '42', '999999999999999'])('reads %s written plainly', (text) => {
    expect(idParam('userNotFound').parse(text)).toBe(Number(text));
  });

  it.each([
    ' 1',
    '1 ',
    '1.0',
    '0x1',
    '1e0',
    '+1',
    '01',
    '0',
    '-1',
    '',
    '1\u0000',
    '１', // a full-width digit
    '9999999999999999', // 16 digits: beyond exact JavaScript numbers
    'Infinity',
  ])('refuses %j with the given message', (text) => {
    expect(firstMessage(idParam('userNotFound').safeParse(text))).toBe('userNotFound');
  });

  it('takes only whole positive numbers in a JSON body', () => {
    expect(idField('tokenNotFound').parse(3)).toBe(3);
    for (const value of ['3', true, null, 1.5, 0, -3, 2 ** 53, Number.NaN, [3], { id: 3 }])
      expect(firstMessage(idField('tokenNotFound').safeParse(value)), String(value)).toBe('tokenNotFound');
  });
});

describe('the code batch size', () => {
  it('is a number or digits written plainly, nothing coercion would read as one', () => {
    expect(codeBatchBody.parse({ count: 5 })).toEqual({ count: 5 });
    expect(codeBatchBody.parse({ count: '5' })).toEqual({ count: 5 });
    for (const count of [true, [3], ' 5', '5.0', '0x5', null, 0, 501, 1.5, '\u0000'])
      expect(firstMessage(codeBatchBody.safeParse({ count })), JSON.stringify(count)).toBe('codeBatchSize');
  });
});

describe('usernames', () => {
  it.each([
    ['a zero-width space', 'adm\u200bin'],
    ['a bidi override', '\u202eadmin'],
    ['a zero-width joiner', 'ad\u200dmin'],
    ['a byte-order mark inside', 'ad\ufeffmin'],
  ])('refuses %s, which would make one name look like another', (_, name) => {
    expect(firstMessage(usernameSchema.safeParse(name))).toBe('textInvalid');
  });

  it('keeps one spelling of a name, however its accents were typed', () => {
    expect(usernameSchema.parse(' Ame\u0301lie ')).toBe('Am\u00e9lie');
    expect(usernameSchema.parse('Jürgen')).toBe('Jürgen');
  });
});
