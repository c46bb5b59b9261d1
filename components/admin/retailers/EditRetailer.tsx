'use client';
/** 'Rediger' on an online shop's row: the shop form in the edit dialog, closed after a successful save. */
import { useState } from 'react';
import { EditDialog } from '../EditDialog';
import { RetailerForm, type RetailerRow } from './RetailerForm';

export function EditRetailer({ retailer }: { retailer: RetailerRow }) {
  const [open, setOpen] = useState(false);
  return (
    <EditDialog name={retailer.name} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      <RetailerForm retailer={retailer} onSaved={() => setOpen(false)} />
    </EditDialog>
  );
}
