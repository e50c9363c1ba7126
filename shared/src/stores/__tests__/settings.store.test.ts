import {
  DEFAULT_SETTINGS,
  HIDDEN_GUIDES_LIMIT,
  SETTINGS_STORAGE_KEY,
  selectIsCustom,
  useSettingsStore,
} from '../settings.store';

const saved = () => JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  window.localStorage.clear();
  useSettingsStore.setState({
    ...DEFAULT_SETTINGS,
    hiddenGuides: [],
    isInitialized: false,
    openDrawer: false,
  });
});

describe('display settings (SPEC §3/§4)', () => {
  it('starts with exactly the SPEC defaults, not initialised, drawer closed', () => {
    const state = useSettingsStore.getState();
    expect({
      colorPreset: state.colorPreset,
      contrast: state.contrast,
      direction: state.direction,
      layout: state.layout,
      navColor: state.navColor,
      paletteMode: state.paletteMode,
      responsiveFontSizes: state.responsiveFontSizes,
      stretch: state.stretch,
    }).toEqual({
      colorPreset: 'orange',
      contrast: 'normal',
      direction: 'ltr',
      layout: 'vertical',
      navColor: 'evident',
      paletteMode: 'light',
      responsiveFontSizes: true,
      stretch: false,
    });
    expect(state.isInitialized).toBe(false);
    expect(state.openDrawer).toBe(false);
    expect(selectIsCustom(state)).toBe(false);
  });

  it('initialisation with nothing saved keeps the defaults and stays not initialised', () => {
    useSettingsStore.getState().initializeSettings();
    expect(useSettingsStore.getState().isInitialized).toBe(false);
    expect(useSettingsStore.getState().colorPreset).toBe('orange');
  });

  it('initialisation merges what was saved over the defaults and marks initialised', () => {
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ paletteMode: 'dark', direction: 'rtl' }),
    );
    useSettingsStore.getState().initializeSettings();
    const state = useSettingsStore.getState();
    expect(state.isInitialized).toBe(true);
    expect(state.paletteMode).toBe('dark');
    expect(state.direction).toBe('rtl');
    expect(state.colorPreset).toBe('orange');
    expect(state.stretch).toBe(false);
  });

  it('ignores unknown keys, invalid values and unreadable JSON in storage', () => {
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ colorPreset: 'pink', stretch: true, x: 1 }),
    );
    useSettingsStore.getState().initializeSettings();
    expect(useSettingsStore.getState().colorPreset).toBe('orange');
    expect(useSettingsStore.getState().stretch).toBe(true);

    window.localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    useSettingsStore.setState({ ...DEFAULT_SETTINGS, isInitialized: false });
    useSettingsStore.getState().initializeSettings();
    expect(useSettingsStore.getState().isInitialized).toBe(false);
  });

  it('update merges the change and saves the whole settings object', () => {
    useSettingsStore.getState().updateSettings({ paletteMode: 'dark' });
    useSettingsStore.getState().updateSettings({ colorPreset: 'blue' });
    expect(useSettingsStore.getState()).toMatchObject({ paletteMode: 'dark', colorPreset: 'blue' });
    expect(saved()).toEqual({ ...DEFAULT_SETTINGS, paletteMode: 'dark', colorPreset: 'blue' });
  });

  it('isCustom is true when any value differs from the defaults and false again when it is set back', () => {
    useSettingsStore.getState().updateSettings({ stretch: true });
    expect(selectIsCustom(useSettingsStore.getState())).toBe(true);
    useSettingsStore.getState().updateSettings({ stretch: false });
    expect(selectIsCustom(useSettingsStore.getState())).toBe(false);
  });

  it('reset removes the stored settings and restores the defaults', () => {
    useSettingsStore.getState().updateSettings({ paletteMode: 'dark', contrast: 'high' });
    useSettingsStore.getState().resetSettings();
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_SETTINGS);
    expect(selectIsCustom(useSettingsStore.getState())).toBe(false);
  });

  it('toggles the drawer open and closed', () => {
    useSettingsStore.getState().toggleDrawer();
    expect(useSettingsStore.getState().openDrawer).toBe(true);
    useSettingsStore.getState().toggleDrawer();
    expect(useSettingsStore.getState().openDrawer).toBe(false);
    useSettingsStore.getState().toggleDrawer(true);
    expect(useSettingsStore.getState().openDrawer).toBe(true);
  });

  it('remembers a guide hidden per person with the settings, not as a display change, through a reset', () => {
    useSettingsStore.getState().setGuideHidden('getting-started', 'ana', true);
    expect(saved()).toEqual({ ...DEFAULT_SETTINGS, hiddenGuides: ['getting-started:ana'] });
    expect(selectIsCustom(useSettingsStore.getState())).toBe(false);

    // Read again (a reload): hidden for that person only.
    useSettingsStore.setState({ ...DEFAULT_SETTINGS, hiddenGuides: [], isInitialized: false });
    useSettingsStore.getState().initializeSettings();
    expect(useSettingsStore.getState().hiddenGuides).toEqual(['getting-started:ana']);

    useSettingsStore.getState().updateSettings({ paletteMode: 'dark' });
    useSettingsStore.getState().resetSettings();
    expect(useSettingsStore.getState().paletteMode).toBe('light');
    expect(saved()).toEqual({ ...DEFAULT_SETTINGS, hiddenGuides: ['getting-started:ana'] });

    useSettingsStore.getState().setGuideHidden('getting-started', 'ana', false);
    expect(useSettingsStore.getState().hiddenGuides).toEqual([]);
    expect(saved()).toEqual({ ...DEFAULT_SETTINGS });
  });

  it('keeps only well-formed hidden guides from storage, the newest at most', () => {
    const many = Array.from({ length: HIDDEN_GUIDES_LIMIT + 5 }, (_, i) => `guide:${i}`);
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ hiddenGuides: [...many, 3, null] }));
    useSettingsStore.getState().initializeSettings();
    expect(useSettingsStore.getState().hiddenGuides).toEqual(many.slice(-HIDDEN_GUIDES_LIMIT));
  });
});
