import { createTypedStorage } from '../../../lib/storage';
import { captureUtm, readAttribution } from './attribution';

beforeEach(() => localStorage.clear());

it('saves every utm_* parameter of the address', () => {
  const storage = createTypedStorage();
  captureUtm(
    '?utm_source=instagram&utm_medium=stories&utm_campaign=bf&utm_term=bot&utm_content=v2&x=1',
    storage,
  );
  expect(readAttribution(storage)).toEqual({
    utm_source: 'instagram',
    utm_medium: 'stories',
    utm_campaign: 'bf',
    utm_term: 'bot',
    utm_content: 'v2',
  });
});

it('keeps stored values the new address does not carry and replaces those it does', () => {
  const storage = createTypedStorage();
  captureUtm('?utm_source=google&utm_campaign=launch', storage);
  captureUtm('?utm_campaign=retarget&utm_medium=', storage);
  captureUtm('', storage);
  expect(readAttribution(storage)).toEqual({ utm_source: 'google', utm_campaign: 'retarget' });
});

it('trims values and caps their length', () => {
  const storage = createTypedStorage();
  captureUtm(`?utm_source=%20fb%20&utm_term=${'a'.repeat(500)}`, storage);
  expect(storage.get('utm_source')).toBe('fb');
  expect(storage.get('utm_term')).toHaveLength(200);
});

it('adds the stored campaign_id and referral and skips empty or foreign values', () => {
  const storage = createTypedStorage();
  storage.set('campaign_id', 'cmp-9');
  storage.set('referral', 'YVI');
  localStorage.setItem('utm_source', '""');
  localStorage.setItem('utm_medium', '{"a":1}');
  localStorage.setItem('utm_term', '7');
  // SPEC §3 values are plain strings: whatever text is stored is the value; empty ones are skipped.
  expect(readAttribution(storage)).toEqual({
    campaign_id: 'cmp-9',
    referral: 'YVI',
    utm_medium: '{"a":1}',
    utm_term: '7',
  });
});
