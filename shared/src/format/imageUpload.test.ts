import { describe, expect, it } from 'vitest';
import { imageUploadProblem } from './imageUpload';

const MB4 = 4 * 1024 * 1024;
const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('imageUploadProblem', () => {
  it('takes a .jpg, .jpeg or .png whose browser type, when given, is a jpg or png', () => {
    for (const f of [file('a.jpg', 'image/jpeg'), file('a.JPEG', 'image/jpeg'), file('a.png', 'image/png'), file('a.png', '')]) {
      expect(imageUploadProblem(f, { maxBytes: MB4 })).toBeNull();
    }
    for (const f of [file('a.gif', 'image/gif'), file('a.png', 'image/gif'), file('a.png.exe', 'image/png'), file('photo', 'image/png')]) {
      expect(imageUploadProblem(f, { maxBytes: MB4 })).toBe('type');
    }
    expect(imageUploadProblem(file('a.png', 'image/png'), { maxBytes: MB4, types: ['jpg'] })).toBe('type');
  });

  it('lets the bytes decide the type when the page read them', () => {
    expect(imageUploadProblem(file('photo', ''), { maxBytes: MB4, sniffed: 'png' })).toBeNull();
    expect(imageUploadProblem(file('a.png', 'image/png'), { maxBytes: MB4, sniffed: null })).toBe('type');
  });

  it('compares the size one way: more than maxBytes (the largest the api accepts) is refused', () => {
    // an api that accepts exactly 4 MB
    expect(imageUploadProblem(file('a.png', 'image/png', MB4), { maxBytes: MB4 })).toBeNull();
    expect(imageUploadProblem(file('a.png', 'image/png', MB4 + 1), { maxBytes: MB4 })).toBe('size');
    // an api that refuses exactly 4 MB ("under 4 MB")
    expect(imageUploadProblem(file('a.png', 'image/png', MB4 - 1), { maxBytes: MB4 - 1 })).toBeNull();
    expect(imageUploadProblem(file('a.png', 'image/png', MB4), { maxBytes: MB4 - 1 })).toBe('size');
  });

  it('reports the type before the size, or the size first for an api that checks it first', () => {
    expect(imageUploadProblem(file('a.gif', 'image/gif', MB4 * 2), { maxBytes: MB4 })).toBe('type');
    expect(imageUploadProblem(file('a.gif', 'image/gif', MB4 * 2), { maxBytes: MB4, sizeFirst: true })).toBe('size');
    expect(imageUploadProblem(file('a.gif', 'image/gif', 10), { maxBytes: MB4, sizeFirst: true })).toBe('type');
    expect(imageUploadProblem(file('a.png', 'image/png', 10), { maxBytes: MB4, sizeFirst: true })).toBeNull();
  });
});
