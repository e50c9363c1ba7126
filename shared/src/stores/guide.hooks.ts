import { useAuthStore } from './auth.store';
import { personKeyOf } from './person-key';
import { useSettingsStore } from './settings.store';

/**
 * Whether the signed-in person hid `guide`, and how to hide it or bring it back: remembered on the
 * device with the display settings, per person (decision 0055). Nobody signed in: never hidden.
 */
export const useGuideHidden = (guide: string): [hidden: boolean, setHidden: (hidden: boolean) => void] => {
  const person = useAuthStore(personKeyOf);
  const hidden = useSettingsStore((s) => person !== null && s.hiddenGuides.includes(`${guide}:${person}`));
  const setGuideHidden = useSettingsStore((s) => s.setGuideHidden);
  return [
    hidden,
    (next: boolean) => {
      if (person !== null) setGuideHidden(guide, person, next);
    },
  ];
};
