import { PRIVATE_MESSAGE_NOTICE } from '@pretoire/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrivateDataNotice } from './private-data-notice';

const html = (text: string) => renderToStaticMarkup(createElement(PrivateDataNotice, { text }));
const escaped = (s: string) => s.replace(/'/g, '&#x27;');

describe('PrivateDataNotice', () => {
  it('always says a consultation message is not masked', () => {
    expect(html('Bonjour Maître.')).toContain(escaped(PRIVATE_MESSAGE_NOTICE));
    expect(html('Bonjour Maître.')).not.toContain('private-data-warning');
  });

  it('warns before sending when the draft holds a personal detail, even an evasion', () => {
    const out = html('Rappelez-moi au (06) 12 34 56 78 ou jean (at) gmail (dot) com');
    expect(out).toContain('private-data-warning');
    expect(out).toContain('Votre message contient une adresse e-mail et un numéro de téléphone.');
  });
});
