import { create } from 'zustand';
import { DATE_FORMATS, type DateFormat } from '../contract/date-formats';

export const SETTINGS_STORAGE_KEY = 'app.settings';

export const COLOR_PRESETS = ['blue', 'green', 'indigo', 'purple', 'orange'] as const;
export const CONTRASTS = ['normal', 'high'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const NAV_COLORS = ['blend-in', 'discrete', 'evident'] as const;
export const PALETTE_MODES = ['light', 'dark'] as const;
export { DATE_FORMATS, type DateFormat };

export type ColorPreset = (typeof COLOR_PRESETS)[number];
export type Contrast = (typeof CONTRASTS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type Layout = (typeof LAYOUTS)[number];
export type NavColor = (typeof NAV_COLORS)[number];
export type PaletteMode = (typeof PALETTE_MODES)[number];

/** The display settings saved under `app.settings` (SPEC §3). */
export type Settings = {
  colorPreset: ColorPreset;
  contrast: Contrast;
  dateFormat: DateFormat;
  direction: Direction;
  layout: Layout;
  navColor: NavColor;
  paletteMode: PaletteMode;
  responsiveFontSizes: boolean;
  stretch: boolean;
};

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  colorPreset: 'orange',
  contrast: 'normal',
  dateFormat: 'dd/MM/yyyy',
  direction: 'ltr',
  layout: 'vertical',
  navColor: 'evident',
  paletteMode: 'light',
  responsiveFontSizes: true,
  stretch: false,
});

const SETTINGS_KEYS = Object.keys(DEFAULT_SETTINGS) as ReadonlyArray<keyof Settings>;

/** How many hidden guides the device remembers, newest kept: many people may share one device. */
export const HIDDEN_GUIDES_LIMIT = 50;

export type SettingsState = Settings & {
  /**
   * The guides people chose to hide, each `guide:person` (person: `personKeyOf`, decision 0055).
   * Saved with the display settings but not one of them: not "custom", and a reset keeps them.
   */
  hiddenGuides: string[];
  /** True once saved settings were found and applied. */
  isInitialized: boolean;
  openDrawer: boolean;
  initializeSettings: () => void;
  updateSettings: (changes: Partial<Settings>) => void;
  resetSettings: () => void;
  /** Hides or brings back `guide` for `person` (see hiddenGuides), and saves it. */
  setGuideHidden: (guide: string, person: string, hidden: boolean) => void;
  toggleDrawer: (open?: boolean) => void;
};

const oneOf =
  <T extends string>(allowed: ReadonlyArray<T>) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (allowed as ReadonlyArray<string>).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const validators: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  colorPreset: oneOf(COLOR_PRESETS),
  contrast: oneOf(CONTRASTS),
  dateFormat: oneOf(DATE_FORMATS),
  direction: oneOf(DIRECTIONS),
  layout: oneOf(LAYOUTS),
  navColor: oneOf(NAV_COLORS),
  paletteMode: oneOf(PALETTE_MODES),
  responsiveFontSizes: isBoolean,
  stretch: isBoolean,
};

/** Keeps only known keys with accepted values, so a stale or hand-edited entry cannot break the theme. */
const sanitize = (value: unknown): Partial<Settings> => {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  const result: Partial<Record<keyof Settings, unknown>> = {};
  for (const key of SETTINGS_KEYS) {
    if (validators[key](source[key])) result[key] = source[key];
  }
  return result as Partial<Settings>;
};

/** The persisted part of any settings-shaped object. */
export const pickSettings = (state: Settings): Settings => ({
  colorPreset: state.colorPreset,
  contrast: state.contrast,
  dateFormat: state.dateFormat,
  direction: state.direction,
  layout: state.layout,
  navColor: state.navColor,
  paletteMode: state.paletteMode,
  responsiveFontSizes: state.responsiveFontSizes,
  stretch: state.stretch,
});

/** Only short strings, the newest HIDDEN_GUIDES_LIMIT of them. */
const sanitizeGuides = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter((entry): entry is string => typeof entry === 'string' && entry.length <= 100)
        .slice(-HIDDEN_GUIDES_LIMIT)
    : [];

type Saved = Partial<Settings> & { hiddenGuides?: string[] };

const readSaved = (): Saved | null => {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    const guides = sanitizeGuides((parsed as { hiddenGuides?: unknown } | null)?.hiddenGuides);
    return { ...sanitize(parsed), ...(guides.length ? { hiddenGuides: guides } : {}) };
  } catch {
    return null;
  }
};

/** The display settings, with the hidden guides when there are any (none: the object SPEC §3 names). */
const save = (settings: Settings, hiddenGuides: string[]): void => {
  try {
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify(hiddenGuides.length ? { ...settings, hiddenGuides } : settings),
    );
  } catch {
    // Storage full or disabled: the settings still apply for this visit.
  }
};

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...DEFAULT_SETTINGS,
  hiddenGuides: [],
  isInitialized: false,
  openDrawer: false,
  initializeSettings: () => {
    const saved = readSaved();
    if (saved === null) return;
    set({ ...DEFAULT_SETTINGS, hiddenGuides: [], ...saved, isInitialized: true });
  },
  updateSettings: (changes) => {
    const next = { ...pickSettings(get()), ...sanitize(changes) };
    set(next);
    save(next, get().hiddenGuides);
  },
  resetSettings: () => {
    const { hiddenGuides } = get();
    try {
      window.localStorage.removeItem(SETTINGS_STORAGE_KEY);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
    set({ ...DEFAULT_SETTINGS });
    // A reset is about the display: a guide someone hid stays hidden.
    if (hiddenGuides.length) save({ ...DEFAULT_SETTINGS }, hiddenGuides);
  },
  setGuideHidden: (guide, person, hidden) => {
    const entry = `${guide}:${person}`;
    const others = get().hiddenGuides.filter((e) => e !== entry);
    const hiddenGuides = (hidden ? [...others, entry] : others).slice(-HIDDEN_GUIDES_LIMIT);
    set({ hiddenGuides });
    save(pickSettings(get()), hiddenGuides);
  },
  toggleDrawer: (open) => set((state) => ({ openDrawer: open ?? !state.openDrawer })),
}));

/** True whenever any display setting differs from the defaults (SPEC §3). */
export const selectIsCustom = (state: Settings): boolean =>
  SETTINGS_KEYS.some((key) => state[key] !== DEFAULT_SETTINGS[key]);
