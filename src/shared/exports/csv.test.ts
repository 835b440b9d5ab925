import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv cells', () => {
  it.each([
    ['plain', 'plain'],
    ['Sipho, Thandi', '"Sipho, Thandi"'],
    ['the "big" one', '"the ""big"" one"'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['', ''],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+27 71 234 5678', "'+27 71 234 5678"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('defuses the formula %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers as numbers, negative ones too', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('0.00')).toBe('0.00');
    expect(csvCell(null)).toBe('');
  });

  it('ends a record with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
