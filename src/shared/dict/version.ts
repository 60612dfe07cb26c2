// The dictionary version a console heard of last, kept apart so the push store sets it without loading any reader.
import { proxy } from 'valtio';

/** Session resource of the console's one dictionary copy (its args carry the version). */
export const DICTS_RESOURCE = 'dicts';

/** The newest dictionary version this console heard of (0: none yet; the first load needs none). */
export const dictVersion = proxy({ version: 0 });
