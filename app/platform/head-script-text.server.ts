import {FIRST_PAGE_SCRIPT} from './first-page';
import {HISTORY_BEFORE_HYDRATION_SCRIPT, HISTORY_ENTRY_SCRIPT} from './history-before-hydration';

/** What the head's inline script runs, in this order, before the body is parsed. */
export const HEAD_SCRIPT_TEXT = HISTORY_BEFORE_HYDRATION_SCRIPT + FIRST_PAGE_SCRIPT + HISTORY_ENTRY_SCRIPT;
