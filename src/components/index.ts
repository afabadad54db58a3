// The shared UI kit: import from 'src/components'.
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/Button';
export { Spinner } from './feedback/Spinner';
export { Skeleton } from './feedback/Skeleton';
export { EmptyState } from './feedback/EmptyState';
export { ErrorState } from './feedback/ErrorState';
export { MediaView, type MediaKind, type MediaViewProps } from './media/MediaView';
export { Toaster } from './toast/Toaster';
export { showToast } from './toast/toastStore';
export { AlertDialog, type AlertDialogProps } from './dialog/AlertDialog';
export { ConfirmProvider, useConfirm, type Confirm, type ConfirmOptions } from './dialog/useConfirm';
export { useDocumentTitle } from './useDocumentTitle';
