'use client';
/**
 * Toasts (spec sections 4, 8 and 9): one at a time, a new one replaces the old; default and
 * destructive styles with title, description, optional action and a close button; shown for
 * 5000 ms (paused while hovered or focused); swipe right past 50 px to dismiss; F8 moves focus
 * to the toast region. Top of the screen on mobile, bottom-right on larger screens.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

interface ToastState extends ToastInput {
  id: number;
}

interface ToastApi {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const nextId = useRef(1);
  const viewport = useRef<HTMLElement>(null);

  const toast = useCallback((input: ToastInput) => {
    setCurrent({ ...input, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        component="section"
        ref={viewport}
        tabIndex={-1}
        aria-label="Varsler (F8)"
        sx={{
          position: 'fixed',
          zIndex: (t) => t.zIndex.snackbar,
          top: { xs: 0, sm: 'auto' },
          bottom: { xs: 'auto', sm: 0 },
          right: 0,
          left: { xs: 0, sm: 'auto' },
          width: { xs: '100%', sm: 420 },
          p: 2,
          outline: 'none',
          pointerEvents: current ? 'auto' : 'none',
        }}
      >
        {current && <Toast key={current.id} toast={current} onClose={dismiss} />}
      </Box>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onClose }: { toast: ToastState; onClose: () => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, toast.duration ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, onClose, toast.duration]);

  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > SWIPE_THRESHOLD_PX) onClose();
    else setOffset(0);
  };

  return (
    <Paper
      elevation={6}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        touchAction: 'pan-y',
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / 200) : 1,
        transition: offset > 0 ? 'none' : 'transform 150ms ease, opacity 150ms ease',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        border: 1,
        borderColor: destructive ? 'error.dark' : 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {toast.title}
        </Typography>
        {toast.description && (
          <Typography component="div" variant="body2" sx={{ mt: 0.5, opacity: 0.9 }}>
            {toast.description}
          </Typography>
        )}
        {toast.action && (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            sx={{ mt: 1 }}
            onClick={() => {
              toast.action?.onClick();
              onClose();
            }}
          >
            {toast.action.label}
          </Button>
        )}
      </Box>
      <IconButton aria-label="Lukk varsel" size="small" color="inherit" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
