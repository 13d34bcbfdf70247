import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells with commas, quotes or line breaks', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('A,B\r\n"x,y","say ""hi"""\r\n"line\nbreak",');
  });

  it('defuses formulas but keeps phone and negative numbers readable', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+HYPERLINK("x")')).toBe('"\'+HYPERLINK(""x"")"');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+254 712 345678')).toBe('+254 712 345678');
    expect(csvCell(-5)).toBe('-5');
  });
});
