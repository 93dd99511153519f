import { DEVICE_STORAGE_KEY } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { deviceId } from './device-id';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('browser id', () => {
  it('is random, kept, and the shape the server accepts', () => {
    const a = memoryStorage();
    const id = deviceId(a);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(deviceId(a)).toBe(id);
    expect(a.m.get(DEVICE_STORAGE_KEY)).toBe(id);
    expect(deviceId(memoryStorage())).not.toBe(id);
  });

  it('replaces a tampered value and survives a storage that refuses', () => {
    const s = memoryStorage();
    s.setItem(DEVICE_STORAGE_KEY, '<script>');
    expect(deviceId(s)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(
      deviceId({
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => undefined,
      }),
    ).toBeUndefined();
  });
});
