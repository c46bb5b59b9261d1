'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { POSTAL_CODE_LENGTH, POSTAL_MESSAGES, dealerSearchHref, isValidPostalSearch } from '@/lib/dealers/postal-code';

/** Product page: a postal code of 4 characters goes to the dealer finder; anything else gets the toast. */
export function PostalCodeSearch() {
  const router = useRouter();
  const { toast } = useToast();
  const id = useId();
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPostalSearch(code)) {
      toast({ ...POSTAL_MESSAGES.invalid, variant: 'destructive' });
      return;
    }
    router.push(dealerSearchHref(code));
  };

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ mt: 1.5 }} role="search">
      <TextField
        id={id}
        size="small"
        value={code}
        onChange={(e) => setCode(e.target.value.slice(0, POSTAL_CODE_LENGTH))}
        placeholder="Postnummer"
        label="Postnummer"
        slotProps={{ htmlInput: { maxLength: POSTAL_CODE_LENGTH, inputMode: 'numeric', autoComplete: 'postal-code' } }}
        sx={{ width: 150 }}
      />
      <Button type="submit" variant="contained">
        Finn forhandler
      </Button>
    </Stack>
  );
}
