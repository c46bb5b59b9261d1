'use client';
/** 'Rediger' on a list row and the dialog it opens ('Rediger {name}'); the caller owns the open state. */
import type { ReactNode } from 'react';
import { Dialog } from '@/components/portal/Dialog';

export function EditDialog({
  name,
  open,
  onOpen,
  onClose,
  children,
}: {
  name: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" className="btn-outlined" onClick={onOpen} aria-label={`Rediger ${name}`}>
        Rediger
      </button>
      <Dialog open={open} title={`Rediger ${name}`} onClose={onClose}>
        {children}
      </Dialog>
    </>
  );
}
