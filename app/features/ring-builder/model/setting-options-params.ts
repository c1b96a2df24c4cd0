// A ring setting's option choices as query parameters, `opt.<option id>=<value id or text>`: how
// "Choose this setting" hands them to the builder and how a shared ring link carries them.

const OPTION_PREFIX = 'opt.';
const MAX_OPTION_TEXT = 100;

export function appendSettingOptions(params: URLSearchParams, options: Readonly<Record<string, string>>): URLSearchParams {
  for (const [id, value] of Object.entries(options)) if (value.trim()) params.set(`${OPTION_PREFIX}${id}`, value);
  return params;
}

export function readSettingOptions(params: URLSearchParams): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [name, value] of params) {
    const id = name.slice(OPTION_PREFIX.length);
    if (name.startsWith(OPTION_PREFIX) && id && value.trim() && value.length <= MAX_OPTION_TEXT) options[id] = value.trim();
  }
  return options;
}
