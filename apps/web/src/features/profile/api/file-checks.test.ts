import { IMAGE_MAX_BYTES, LICENSE_MAX_BYTES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { licenceProblem, pictureProblem } from './file-checks';

describe('file checks before upload', () => {
  it('accepts a PDF or image licence up to 5 MB', () => {
    expect(licenceProblem({ name: 'l.pdf', type: 'application/pdf', size: LICENSE_MAX_BYTES })).toBeNull();
    expect(licenceProblem({ name: 'l.PNG', type: '', size: 10 })).toBeNull();
    expect(licenceProblem({ name: 'l.pdf', type: 'application/pdf', size: LICENSE_MAX_BYTES + 1 })).toBe(VALIDATION_MESSAGES.fileTooLarge);
    expect(licenceProblem({ name: 'l.docx', type: 'application/msword', size: 10 })).toBe(VALIDATION_MESSAGES.fileType);
  });
  it('accepts JPEG, PNG, WebP pictures up to 2 MB', () => {
    expect(pictureProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe(SERVER_MESSAGES.imageType);
    expect(pictureProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(SERVER_MESSAGES.imageTooLarge);
  });
});
