'use client';
/**
 * 'Butikker (Min butikk)' in the dealer forms (docs/product.md: Admin panel): the store locations a
 * dealer account keeps up to date in the portal. MUI's Autocomplete (a combobox with a listbox:
 * keyboard and screen readers know it), several values, its options searched on the server as the
 * operator types (searchStoreOptionsAction: id, name or address, at most 20), each naming its
 * address and, when another account has it, 'Knyttet til {e-post}' — saving moves it to this one.
 * The form holds the ids (`stores`); the server's refusal ('Ukjent forhandlersted: d999') shows
 * under the field.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { searchStoreOptionsAction } from '@/lib/admin/dealers/actions';
import { DEALER_UI } from './texts';

/** A store as the picker shows it: a chip needs only id and name; an option has the rest. */
export interface StoreChoice {
  id: string;
  name: string;
  address?: string;
  /** The account it is linked to now (none: free). */
  dealer?: { id: number; email: string } | null;
}

/** The store of this id among those shown or linked; its id alone when neither has it. */
function nameOf(id: string, shown: readonly StoreChoice[], initial: readonly StoreChoice[]): StoreChoice {
  return shown.find((s) => s.id === id) ?? initial.find((s) => s.id === id) ?? { id, name: id };
}

/** Waits this long after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 250;

interface StorePickerProps<F extends FieldValues, T extends FieldValues> {
  control: Control<F, unknown, T>;
  name: FieldPath<F>;
  /** The account being edited (its own stores are not 'linked to another'); none on the add form. */
  dealerId?: number;
  /** The stores linked now, for the chips before any search. */
  initial: readonly StoreChoice[];
}

export function StorePicker<F extends FieldValues, T extends FieldValues = F>({ control, name, dealerId, initial }: StorePickerProps<F, T>) {
  const id = `${useId()}-${name}`;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<StoreChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    // `loading` was set where the search changed (onOpen, onInputChange).
    const timer = setTimeout(async () => {
      let message: string | null = DEALER_UI.storeSearchFailed;
      let found: StoreChoice[] = [];
      try {
        const result = await searchStoreOptionsAction(input.trim());
        if (result.ok) {
          found = result.data;
          message = null;
        } else if (result.status === 400 || result.status === 401 || result.status === 403) {
          message = result.error;
        }
      } catch {
        // No answer at all: the generic message.
      }
      if (!current) return;
      setOptions(found);
      setFailed(message);
      setLoading(false);
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, input]);

  const linkedElsewhere = (store: StoreChoice) => (store.dealer && store.dealer.id !== dealerId ? store.dealer : null);

  const { field, fieldState } = useController({ control, name });
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  // The chips as objects, kept in state: MUI empties the typed text whenever `value` is a new array.
  // Set afresh only when the form's ids change from outside (a reset when the dialog reopens).
  const [value, setValue] = useState<StoreChoice[]>(() => ids.map((storeId) => nameOf(storeId, [], initial)));
  if (value.map((s) => s.id).join(',') !== ids.join(',')) setValue(ids.map((storeId) => nameOf(storeId, value, initial)));

  return (
    <Autocomplete
      id={id}
      multiple
      open={open}
      onOpen={() => {
        setOpen(true);
        setLoading(true);
      }}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, next) => {
        setValue(next);
        field.onChange(next.map((s) => s.id));
      }}
      inputValue={input}
      onInputChange={(_, next) => {
        setInput(next);
        setLoading(true);
      }}
      onBlur={field.onBlur}
      // The server filters; the options are its answer as it is.
      filterOptions={(x) => x}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(store) => DEALER_UI.storeLabel(store.name, store.id)}
      loading={loading}
      loadingText={DEALER_UI.searchingStores}
      noOptionsText={failed ?? DEALER_UI.noStoreOptions}
      renderOption={({ key, ...props }, store) => {
        const other = linkedElsewhere(store);
        return (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography component="span" sx={{ display: 'block' }}>
                {DEALER_UI.storeLabel(store.name, store.id)}
              </Typography>
              {store.address && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {store.address}
                </Typography>
              )}
              {other && (
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'warning.dark' }}>
                  {DEALER_UI.linkedTo(other.email)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={DEALER_UI.stores}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? DEALER_UI.storesHint}
        />
      )}
    />
  );
}
