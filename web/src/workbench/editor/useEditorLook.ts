// The font size and theme every editor of the workbench uses: a chosen size, else 13 below
// 768 px and 14 above; a chosen theme, else GitHub light/dark after the site's theme. The
// keymap and autocomplete are for the editors one types in.
import { useTheme } from '../../theme/useTheme';
import {
  NARROW_QUERY,
  defaultFontSize,
  useAutocomplete,
  useEditorTheme,
  useKeymap,
  useMediaQuery,
  useStoredFontSize,
} from './editorPrefs';
import { resolveEditorTheme } from './themes';

export function useEditorLook() {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [storedSize] = useStoredFontSize();
  const [themeChoice] = useEditorTheme();
  const { resolved } = useTheme();
  const [keymap] = useKeymap();
  const [autocomplete] = useAutocomplete();
  return {
    fontSize: storedSize ?? defaultFontSize(narrow),
    theme: resolveEditorTheme(themeChoice, resolved),
    keymap,
    autocomplete,
  };
}
