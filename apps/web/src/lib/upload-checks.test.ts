import { IMAGE_MAX_BYTES, LICENSE_MAX_BYTES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { uploadAccept, uploadProblem } from './upload-checks';

describe('file checks before upload', () => {
  it('accepts a PDF or image license up to 5 MB', () => {
    expect(uploadProblem('license', { name: 'l.pdf', type: 'application/pdf', size: LICENSE_MAX_BYTES })).toBeNull();
    expect(uploadProblem('license', { name: 'l.PNG', type: '', size: 10 })).toBeNull();
    expect(uploadProblem('license', { name: 'l.jpg', type: 'image/jpg', size: 10 })).toBeNull();
    expect(uploadProblem('license', { name: 'l.pdf', type: 'application/pdf', size: LICENSE_MAX_BYTES + 1 })).toBe(
      VALIDATION_MESSAGES.fileTooLarge,
    );
    expect(uploadProblem('license', { name: 'l.docx', type: 'application/msword', size: 10 })).toBe(VALIDATION_MESSAGES.fileType);
  });
  it('accepts JPEG, PNG, WebP pictures up to 2 MB', () => {
    expect(uploadProblem('picture', { name: 'p.webp', type: 'image/webp', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(uploadProblem('picture', { name: 'p.gif', type: 'image/gif', size: 10 })).toBe(SERVER_MESSAGES.imageType);
    expect(uploadProblem('picture', { name: 'p.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(SERVER_MESSAGES.imageTooLarge);
  });
  it('refuses a PDF as an ad, and lists extensions and types for the file input', () => {
    expect(uploadProblem('ad', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('Image JPEG, PNG ou WebP uniquement.');
    expect(uploadAccept('license')).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  });
});
