import { fileProgress } from './upload-progress';

describe('fileProgress', () => {
  const sizes = { Cv: 1000, AttachmentLetter: 500 };

  it('counts the text fields before the files as nobody’s progress', () => {
    expect(fileProgress(100, 1600, sizes)).toEqual({ Cv: 0, AttachmentLetter: 0 });
  });

  it('fills the CV first, then the letter', () => {
    expect(fileProgress(600, 1600, sizes)).toEqual({ Cv: 50, AttachmentLetter: 0 });
    expect(fileProgress(1100, 1600, sizes)).toEqual({ Cv: 100, AttachmentLetter: 0 });
    expect(fileProgress(1350, 1600, sizes)).toEqual({ Cv: 100, AttachmentLetter: 50 });
    expect(fileProgress(1600, 1600, sizes)).toEqual({ Cv: 100, AttachmentLetter: 100 });
  });

  it('works without a known total', () => {
    expect(fileProgress(750, undefined, sizes)).toEqual({ Cv: 75, AttachmentLetter: 0 });
  });
});
