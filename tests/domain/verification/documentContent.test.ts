// Documents are recognised by their bytes, never by their name (domain/verification/documentContent.ts).
import { describe, expect, it } from 'vitest';
import { documentFormatOf } from '../../../domain/verification/documentContent';
import { sampleJpeg, samplePdf, samplePng } from '../../fixtures/documents';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('documentFormatOf', () => {
  it('knows a JPEG, a PNG and a PDF', () => {
    expect(documentFormatOf(sampleJpeg())).toBe('jpeg');
    expect(documentFormatOf(samplePng())).toBe('png');
    expect(documentFormatOf(samplePdf())).toBe('pdf');
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['empty', new Uint8Array()],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a JPEG marker alone', new Uint8Array([0xff, 0xd8, 0xff])],
    [
      'a PNG signature without IHDR',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    ],
    ['a PDF without its end', bytes('%PDF-1.4\n1 0 obj\n')],
    ['a ZIP', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])],
  ])('refuses %s', (_name, content) => {
    expect(documentFormatOf(content)).toBeNull();
  });
});
