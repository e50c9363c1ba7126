import type { OptionItem, TopicGroup } from '@conexoes/shared';
import { createPickerOptionsStore, type PickerOptionsClient } from '../picker-options.store';

/** The API's edge: labels worded in the language of the moment, answers released by the test. */
const wordedClient = () => {
  const words: Record<string, Record<string, string>> = {
    en: { meeting: 'Meeting', dust: 'Dust' },
    'pt-BR': { meeting: 'Reunião', dust: 'Poeira' },
  };
  let language = 'en';
  let changed: () => void = () => undefined;
  const pending: Array<() => void> = [];
  const answer = <T>(make: (lng: string) => T) => {
    const lng = language;
    return new Promise<T>((resolve) => pending.push(() => resolve(make(lng))));
  };
  const client: PickerOptionsClient = {
    list: () => answer((lng): OptionItem[] => [{ value: 'meeting', label: words[lng]?.meeting ?? '' }]),
    topicsGrouped: () =>
      answer((lng): TopicGroup[] => [
        { value: null, label: null, options: [{ value: 't1', label: words[lng]?.dust ?? '' }] },
      ]),
    onLanguageChange: (onChange) => {
      changed = onChange;
      return () => undefined;
    },
  };
  return {
    client,
    switchTo: (lng: string) => {
      language = lng;
      changed();
    },
    /** Releases every answer asked so far, in the order given. */
    release: async (order: 'asked' | 'reversed' = 'asked') => {
      const all = pending.splice(0);
      for (const resolve of order === 'asked' ? all : all.reverse()) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
};

describe('picker options after a change of language', () => {
  it('asks again for the lists and topics it knows, and shows the old labels until the new arrive', async () => {
    const api = wordedClient();
    const store = createPickerOptionsStore(api.client);
    const loaded = store.getState().load('interactionType');
    const topics = store.getState().loadTopics();
    await api.release();
    await Promise.all([loaded, topics]);
    expect(store.getState().lists.interactionType?.[0]?.label).toBe('Meeting');

    api.switchTo('pt-BR');
    expect(store.getState().lists.interactionType?.[0]?.label).toBe('Meeting');
    await api.release();
    expect(store.getState().lists.interactionType?.[0]?.label).toBe('Reunião');
    expect(store.getState().topics?.[0]?.options[0]?.label).toBe('Poeira');
  });

  it('keeps a list asked before the change only in the new wording, whatever answers first', async () => {
    const api = wordedClient();
    const store = createPickerOptionsStore(api.client);
    void store.getState().load('interactionType');
    // Asked in English, still on its way when the language changes: asked again in Portuguese.
    api.switchTo('pt-BR');
    // The Portuguese answer arrives first, the English one after it.
    await api.release('reversed');
    expect(store.getState().lists.interactionType?.[0]?.label).toBe('Reunião');
  });
});
