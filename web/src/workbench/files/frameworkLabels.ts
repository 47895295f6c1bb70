// How each framework of a UI problem is named on screen.
import type { Framework } from '../preview/resolve';

export const FRAMEWORK_LABELS: Record<Framework, string> = { React: 'React', Vue: 'Vue', VanillaJS: 'Vanilla JS' };
